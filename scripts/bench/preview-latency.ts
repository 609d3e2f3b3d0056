// Time from a keystroke in a placed text field of a template page to its preview box drawing the field's
// new text, in chromium at 4× CPU slowdown (DevTools' CPU throttling, as Lighthouse's mobile default
// simulates), measured in the page. Judged: from the edit (its beforeinput, where the page starts on the
// new text) to the box's text being the field's, laid out: the page's own work. Shown beside it: from
// the keydown's timestamp (adding the time the throttled browser takes to hand the key to the page), the
// frame after it painted, and both on a page doing no work, this host's floor (decisions 0061, 0069).
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

/** A keystroke → the preview box drawing it, in the page, p95: one frame at 60 Hz. */
export const PREVIEW_P95_TARGET_MS = 16;
/** The mid-range phone the figure stands for: Lighthouse's mobile CPU slowdown. */
export const PREVIEW_CPU_SLOWDOWN = 4;

/** What a couple types on a Nikkah-Nama: Latin names, then Urdu ones, which the preview draws in Nastaliq. */
export const PREVIEW_WORDS = ['Ayesha & Ali', 'عائشہ اور علی'];

/** Each text typed a character at a time, then deleted a character at a time. */
export function previewKeystrokes(words: readonly string[]): string[] {
  const key = (character: string) => (character === ' ' ? 'Space' : character);
  return words.flatMap((word) => [...Array.from(word, key), ...Array.from(word, () => 'Backspace')]);
}

export interface PreviewLatency {
  /** The field's text this keystroke made. */
  text: string;
  /** The edit (beforeinput) → the box drawing the text, laid out: the page's own work. */
  editMs: number;
  /** Keydown → the box drawing the text, laid out. */
  inPageMs: number;
  /** Keydown → the frame showing it painted. */
  paintedMs: number;
}

declare global {
  interface Window {
    previewLatencies: PreviewLatency[];
  }
}

/** A text box copied at once into a "preview box": the measure's floor. */
const NO_WORK_PAGE = (field: string) => `<!doctype html><label>${field} <input></label>
<div data-testid="preview ${field}">${field}</div>
<script>
  const box = document.querySelector('input');
  const drawn = document.querySelector('div');
  box.addEventListener('input', () => { drawn.textContent = box.value || '${field}'; });
</script>`;

export async function previewKeystrokeLatencies(
  pageUrl: string,
  field: string,
  keys: readonly string[],
): Promise<PreviewLatency[]> {
  return withThrottledPage(async (page) => {
    await page.goto(pageUrl);
    await page.getByTestId(`preview ${field}`).waitFor({ timeout: 60_000 });
    // Typing starts once the page has loaded what it shows (the fonts and the picture), as a shopper's does.
    await page.waitForLoadState('networkidle');
    return typeAndMeasure(page, field, keys);
  });
}

export async function previewFloorLatencies(
  field: string,
  keys: readonly string[],
): Promise<PreviewLatency[]> {
  return withThrottledPage(async (page) => {
    await page.setContent(NO_WORK_PAGE(field));
    return typeAndMeasure(page, field, keys);
  });
}

async function withThrottledPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: PREVIEW_CPU_SLOWDOWN });
    return await use(page);
  } finally {
    await browser.close();
  }
}

async function typeAndMeasure(page: Page, field: string, keys: readonly string[]): Promise<PreviewLatency[]> {
  const input = page.getByRole('textbox', { name: field });
  await input.evaluate((target: HTMLInputElement, field: string) => {
    window.previewLatencies = [];
    const box = document.querySelector<HTMLElement>(`[data-testid="preview ${field}"]`);
    if (!box) throw new Error(`The page has no preview box for ${field}`);
    let pressedAt = 0;
    let editedAt = 0;
    let keyDown = false;
    let wanted: string | null = null;
    const check = () => {
      // An empty field shows its name in the box, as a placeholder.
      if (wanted === null || (box.textContent ?? '') !== (wanted || field)) return;
      const start = pressedAt;
      const text = wanted;
      wanted = null;
      box.getBoundingClientRect(); // lays the box out now, so its cost counts in the first stage
      const drawnAt = performance.now();
      const editMs = drawnAt - editedAt;
      const inPageMs = drawnAt - start;
      // The box is in the DOM: the next frame paints it, and a task queued from that frame runs after the paint.
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.previewLatencies.push({ text, editMs, inPageMs, paintedMs: performance.now() - start });
        }, 0),
      );
    };
    target.addEventListener('keydown', (event) => {
      pressedAt = event.timeStamp;
      keyDown = true;
    });
    // A letter typed through the system's input method (Urdu here) comes without a keydown: it starts here.
    target.addEventListener('beforeinput', (event) => {
      editedAt = performance.now();
      if (!keyDown) pressedAt = event.timeStamp;
    });
    target.addEventListener('input', () => {
      keyDown = false;
      wanted = target.value;
      check();
    });
    new MutationObserver(check).observe(box, { characterData: true, childList: true, subtree: true });
  }, field);
  // Playwright's own script goes into the page on its first wait there: now, not in the first keystroke.
  await page.waitForFunction(() => Array.isArray(window.previewLatencies));
  await input.focus();
  for (const [i, key] of keys.entries()) {
    // Playwright's keyboard knows a US layout's keys; other letters go in as an input method types them.
    if (key.length === 1 && key.charCodeAt(0) > 127) await page.keyboard.insertText(key);
    else await input.press(key);
    await page.waitForFunction((count) => window.previewLatencies.length >= count, i + 1, {
      timeout: 20_000,
    });
  }
  return page.evaluate(() => window.previewLatencies);
}
