import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM build script
import { buildAll } from '../../scripts/build.mjs';
import { ensureChromium } from './chromium';
import { startShopProcess } from './shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

/** Chromium, fresh builds and one shop server for the whole browser suite. */
export default async function setup(project: TestProject) {
  ensureChromium();
  await buildAll();
  const shop = await startShopProcess();
  project.provide('shopUrl', shop.url);
  return () => shop.stop();
}
