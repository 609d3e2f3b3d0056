// Starts a comparison shop (shop-process.ts) in a child process and talks to it: each revision's shop
// has its own event loop, so neither slows the other, and wrk loads it from outside as in the benchmark.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { SeededCatalogue } from '../api-scenarios.js';
import type { ShopUnderLoad } from '../api-steps.js';

export interface ShopProcessOptions {
  /** The revision's cms folder. */
  cmsDir: string;
  /** Its database (bench.db) and public/ folder. */
  dataDir: string;
  /** Seed the catalogue (and the dashboard's orders) after booting. */
  seed?: { withOrders: boolean };
}

export type ToShop = { idle: number } | { stop: true };
export type ToParent = { url: string; seeded?: SeededCatalogue } | { idle: number } | { error: string };

export interface ShopChild extends ShopUnderLoad {
  seeded?: SeededCatalogue;
  stop(): Promise<void>;
}

export async function startShopChild(options: ShopProcessOptions): Promise<ShopChild> {
  const child = fork(path.join(import.meta.dirname, 'shop-process.js'), {
    env: { ...process.env, COMPARE_SHOP: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ url: string; seeded?: SeededCatalogue }>((resolve, reject) => {
    child.on('message', (message: ToParent) => {
      if ('url' in message) resolve(message);
      if ('error' in message) reject(new Error(`the shop of ${options.cmsDir} failed: ${message.error}`));
    });
    child.once('exit', (code) => reject(new Error(`the shop of ${options.cmsDir} exited with code ${code}`)));
  });
  let asked = 0;
  const waiting = new Set<(error: Error) => void>();
  child.once('exit', (code) => {
    for (const reject of waiting) reject(new Error(`the shop of ${options.cmsDir} exited with code ${code}`));
  });
  return {
    url: ready.url,
    ...(ready.seeded ? { seeded: ready.seeded } : {}),
    untilIdle: () =>
      new Promise<void>((resolve, reject) => {
        const question = ++asked;
        const answer = (message: ToParent) => {
          if ('idle' in message && message.idle === question) {
            child.off('message', answer);
            waiting.delete(reject);
            resolve();
          }
        };
        child.on('message', answer);
        waiting.add(reject);
        if (!child.send({ idle: question } satisfies ToShop)) reject(new Error('the shop process is gone'));
      }),
    async stop() {
      if (child.exitCode === null && child.connected) child.send({ stop: true } satisfies ToShop);
      await exited;
    },
  };
}
