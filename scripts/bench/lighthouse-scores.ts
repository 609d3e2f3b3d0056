// Lighthouse (mobile, simulated throttling) in Debian's chromium: performance, accessibility and SEO scores
// with LCP, TBT and CLS for one page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      url,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      seo: Math.round((categories.seo.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}
