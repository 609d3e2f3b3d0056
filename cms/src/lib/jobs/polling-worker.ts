import type { Core } from '@strapi/strapi';

interface WorkerTasks {
  /** How long the worker waits between looks, as configured (under 50 ms or not a number: 5 s). */
  pollMs: (strapi: Core.Strapi) => number;
  /** Works through the due rows of the job table until none is left or the worker stops. */
  work: (strapi: Core.Strapi, stopped: () => boolean) => Promise<void>;
}

interface PollingWorker {
  timer: NodeJS.Timeout | null;
  run: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

/**
 * A background worker of one job table: it works now (rows left by a stop or a crash), then every
 * poll and on each wake; a wake while it works makes it look once more. Its failures are logged.
 */
export function pollingWorker(name: string, { pollMs, work }: WorkerTasks) {
  const workers = new WeakMap<Core.Strapi, PollingWorker>();

  function pollDelay(strapi: Core.Strapi): number {
    const configured = pollMs(strapi);
    return Number.isFinite(configured) && configured >= 50 ? configured : 5000;
  }

  function schedule(strapi: Core.Strapi, worker: PollingWorker, delayMs: number): void {
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = setTimeout(() => runNow(strapi, worker), delayMs);
    worker.timer.unref();
  }

  function runNow(strapi: Core.Strapi, worker: PollingWorker): void {
    if (worker.stopped) return;
    if (worker.run) {
      worker.again = true;
      return;
    }
    worker.run = (async () => {
      do {
        worker.again = false;
        await work(strapi, () => worker.stopped).catch((error) => strapi.log.warn(`${name}: ${error}`));
      } while (worker.again && !worker.stopped);
    })().finally(() => {
      worker.run = null;
      if (!worker.stopped) schedule(strapi, worker, pollDelay(strapi));
    });
  }

  return {
    start(strapi: Core.Strapi): void {
      if (workers.has(strapi)) return;
      const worker: PollingWorker = { timer: null, run: null, again: false, stopped: false };
      workers.set(strapi, worker);
      schedule(strapi, worker, 0);
    },
    /** Called after a commit that stored rows, so they are worked on without waiting for the next poll. */
    wake(strapi: Core.Strapi): void {
      const worker = workers.get(strapi);
      if (worker && !worker.stopped) runNow(strapi, worker);
    },
    /** Stops polling and waits for the work under way, so none is cut off halfway. */
    async stop(strapi: Core.Strapi): Promise<void> {
      const worker = workers.get(strapi);
      if (!worker) return;
      worker.stopped = true;
      if (worker.timer) clearTimeout(worker.timer);
      await worker.run;
      workers.delete(strapi);
    },
  };
}
