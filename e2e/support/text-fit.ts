import type { Page } from 'playwright-core';

/** The texts a shopper reads and taps: headings, buttons, links, labels and the like. */
const TEXTS = 'h1, h2, h3, h4, button, a, label, legend, dt, dd, th, td, p, li, summary, select, output';

/** Where a page fails to fit its texts, in words a failing test can show. */
export interface TextFit {
  /** How far the page is wider than the screen, in pixels (0 or less when it fits). */
  overflow: number;
  /** Texts cut by a box that hides what overflows it. */
  clipped: string[];
  /** Urdu texts whose lines are too short for Nastaliq's tall letters (their dots and ascenders overlap or are cut). */
  cramped: string[];
}

/**
 * Whether the page shown fits the screen and its texts: no sideways overflow, no text cut by a box
 * that hides its overflow (`scrollHeight ≤ clientHeight + 1`, `scrollWidth ≤ clientWidth + 1`), and
 * lines at least 1.7 times the font's size where the text is Urdu (Nastaliq's letters stack high).
 */
export function textFit(page: Page): Promise<TextFit> {
  return page.evaluate((selector) => {
    const urdu = /[\u0600-\u06ff]/;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !element.closest('.visually-hidden, [aria-hidden="true"], [hidden]')
      );
    };
    const clipped: string[] = [];
    const cramped: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element) || (element.textContent ?? '').trim() === '') continue;
      const style = getComputedStyle(element);
      // An ellipsis is a cut the design shows on purpose (the ticker's long announcements on a phone).
      const hides =
        style.textOverflow !== 'ellipsis' &&
        [style.overflowX, style.overflowY].some((value) => value !== 'visible');
      if (
        hides &&
        (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
      ) {
        clipped.push(describe(element));
      }
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      const lineHeight = Number.parseFloat(style.lineHeight);
      const fontSize = Number.parseFloat(style.fontSize);
      // 'normal' takes the font's own (tall) metrics: only a set line height can be too short.
      if (urdu.test(ownText) && Number.isFinite(lineHeight) && lineHeight < 1.7 * fontSize) {
        cramped.push(`${describe(element)}: ${Math.round((lineHeight / fontSize) * 100) / 100}`);
      }
    }
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      clipped,
      cramped,
    };
  }, TEXTS);
}
