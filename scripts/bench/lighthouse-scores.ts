// Lighthouse (mobile, simulated throttling) in Debian's chromium: performance, accessibility and SEO scores
// with LCP, TBT and CLS for one page, at Lighthouse's default CPU slowdown (4×) or a slower phone's (8×).
// With BENCH_LIGHTHOUSE_DIR set, each run's whole report (JSON) is kept there for its diagnostics.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

export interface LighthouseScores {
  url: string;
  /** The CPU slowdown Lighthouse simulated (absent in results written before 8× was measured: 4×). */
  cpuSlowdown?: number;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own measure of the host's CPU as this run began (`benchmarkIndex`, higher is faster):
   * a lower score beside a lower index was a slower host. Absent in results written before it was kept.
   */
  hostIndex?: number;
  /** Every run's performance score, lowest first, of which this is the median (absent for one run). */
  runScores?: number[];
  /** The lowest accessibility and SEO scores and the highest CLS of the runs (absent in older results). */
  worstOfRuns?: { accessibility: number; seo: number; cls: number };
}

/** Lighthouse's own mobile default (judged), and twice as slow a CPU (shown, issue 33 item 7). */
export const CPU_SLOWDOWNS = [4, 8] as const;

export async function lighthouseScores(url: string, cpuSlowdown: number): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      formFactor: 'mobile',
      // Merged into the mobile default (slow 4G, simulated): only the CPU changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, configSettings, environment } = result.lhr;
    const keepIn = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keepIn) {
      fs.mkdirSync(keepIn, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${cpuSlowdown}x-${Date.now()}.json`;
      fs.writeFileSync(path.join(keepIn, name), JSON.stringify(result.lhr));
    }
    return {
      url,
      cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      seo: Math.round((categories.seo.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      hostIndex: Math.round(environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}
