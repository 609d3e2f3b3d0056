import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { describePageError } from './page-errors';
import { scaled } from './time-factor';

export const shopUrl = () => inject('shopUrl');

/** Traces and screenshots of failed journeys (git-ignored). */
export const ARTEFACTS_DIR = path.resolve(import.meta.dirname, '..', 'test-results');

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

interface Journey {
  context: BrowserContext;
  page: Page;
  errors: string[];
  closed: boolean;
}

/** The browser windows opened by the running test, settled by `settleJourneys` after it. */
const journeys: Journey[] = [];

/**
 * A fresh context (own storage) with the shop as base URL; page errors fail the journey. Shoppers ask
 * for reduced motion (nothing moves on its own under the tests) unless `motion` is set.
 */
export async function newShopper(
  options: { mobile?: boolean; motion?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (await launchBrowser()).newContext({
    baseURL: shopUrl(),
    viewport:
      options.viewport ?? (options.mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 }),
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  // Playwright's waits (30 s by default) scale with the machine's load like the tests' own.
  context.setDefaultTimeout(scaled(30_000));
  context.setDefaultNavigationTimeout(scaled(30_000));
  // DOM snapshots only: the trace's screencast stalled react-toastify's exit animation, so toasts hung hidden.
  await context.tracing.start({ snapshots: true });
  const page = await context.newPage();
  const journey: Journey = { context, page, errors: [], closed: false };
  context.on('close', () => {
    journey.closed = true;
  });
  const started = Date.now();
  page.on('pageerror', (error) =>
    journey.errors.push(describePageError(error, page.url(), (Date.now() - started) / 1000)),
  );
  journeys.push(journey);
  return { context, page, errors: journey.errors };
}

const fileSafe = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);

/**
 * After each test: a failed test, and a window whose page threw, keep a trace (every step, with the
 * error in its timeline) and a screenshot; a passed test fails after all if any of its pages threw.
 */
export async function settleJourneys(testName: string, failed: boolean): Promise<void> {
  const settling = journeys.splice(0);
  const traces: string[] = [];
  for (const [index, journey] of settling.entries()) {
    if (journey.closed) continue;
    if (failed || journey.errors.length > 0) {
      const base = path.join(ARTEFACTS_DIR, `${fileSafe(testName)}-${index + 1}`);
      await mkdir(ARTEFACTS_DIR, { recursive: true });
      await journey.page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
      await journey.context.tracing.stop({ path: `${base}-trace.zip` }).catch(() => {});
      if (journey.errors.length > 0) traces.push(`${base}-trace.zip`);
    }
    await journey.context.close();
  }
  const errors = settling.flatMap((journey) => journey.errors);
  if (!failed && errors.length > 0) {
    const steps = traces.length > 0 ? `\nThe steps up to each error: ${traces.join(', ')}` : '';
    throw new Error(`Page errors during the journey:\n${errors.join('\n')}${steps}`);
  }
}
