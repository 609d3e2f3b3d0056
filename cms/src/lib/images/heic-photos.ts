import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PhotoPixels } from '@shop/contracts';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';

interface DecodedPhoto extends PhotoPixels {
  /** RGBA, four bytes a pixel, row after row. */
  data: ArrayBuffer;
}

/** One HEIC decoded at a time: its decoder holds about 6 bytes a pixel, some 300 MB for a 48 MP photo. */
const decoding = pLimit(1);

/**
 * The primary picture of HEIC bytes, upright (libheif applies the file's rotation and mirror), decoded
 * by libheif's WebAssembly build on a thread of its own: the decoder blocks while it works, and the
 * memory it grew to goes back when the thread ends.
 */
function decodeOnThread(bytes: Buffer, timeoutMs: number): Promise<DecodedPhoto> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(path.join(__dirname, 'heic-decoder-thread.js'), { workerData: bytes });
    const stop = (settle: () => void) => {
      clearTimeout(timer);
      settle();
      void thread.terminate();
    };
    const timer = setTimeout(
      () => stop(() => reject(new Error(`HEIC decoding took over ${timeoutMs} ms`))),
      timeoutMs,
    );
    thread.once('message', (answer: DecodedPhoto | { error: string }) =>
      stop(() => ('error' in answer ? reject(new Error(answer.error)) : resolve(answer))),
    );
    thread.once('error', (error) => stop(() => reject(error)));
    thread.once('exit', (code) => stop(() => reject(new Error(`The HEIC decoder stopped (${code})`))));
  });
}

/** A phone's HEIC photo as a sharp image of its pixels as shown, on white where it is transparent. */
export async function heicImage(
  bytes: Buffer,
  options: { maxPixels: number; timeoutSeconds: number },
): Promise<{ image: Sharp; shown: PhotoPixels }> {
  const { width, height, data } = await decoding(() => decodeOnThread(bytes, options.timeoutSeconds * 1000));
  const image = sharp(Buffer.from(data), {
    raw: { width, height, channels: 4 },
    limitInputPixels: options.maxPixels,
  }).flatten({ background: '#ffffff' });
  return { image, shown: { width, height } };
}
