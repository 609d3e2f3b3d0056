import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { scaled } from './time-factor';

export const shopUrl = () => inject('shopUrl');

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** A fresh context (own storage) with the shop as base URL; page errors fail the journey. */
export async function newShopper(
  options: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (await launchBrowser()).newContext({
    baseURL: shopUrl(),
    viewport: options.mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  // Playwright's waits (30 s by default) scale with the machine's load like the tests' own.
  context.setDefaultTimeout(scaled(30_000));
  context.setDefaultNavigationTimeout(scaled(30_000));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
