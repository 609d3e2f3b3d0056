import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

/** Run by heic-photos.ts on a thread of its own: decodes the HEIC bytes given and posts back their RGBA pixels. */
decode({ buffer: workerData as Uint8Array }).then(
  // Copied, not transferred: libheif-js's pixel buffer cannot be moved to another thread.
  ({ width, height, data }) => parentPort?.postMessage({ width, height, data }),
  (error: unknown) =>
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
