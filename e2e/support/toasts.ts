import type { Locator, Page } from 'playwright-core';

/** A toast as the page showed it: its text, and where its container stood at that moment. */
export interface ShownToast {
  text: string;
  container: { x: number; y: number; width: number; height: number };
  /** Its progress bar as it appeared: react-toastify closes the toast when the bar's animation ends. */
  timer: { duration: string; visibility: string } | null;
}

interface ToastRecorder {
  shown: ShownToast[];
}

/**
 * Starts recording, inside the page, every toast from the moment it appears, and answers how many
 * were recorded before. Playwright's own waits poll from outside (every 500 ms, a round trip each),
 * which missed a toast that closes after a second on a busy machine; a MutationObserver does not.
 */
async function startRecordingToasts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const host = window as unknown as { shopToasts?: ToastRecorder };
    if (host.shopToasts) return host.shopToasts.shown.length;
    const recorder: ToastRecorder = { shown: [] };
    host.shopToasts = recorder;
    const record = (toast: Element) => {
      const box = toast.closest('.Toastify__toast-container')?.getBoundingClientRect();
      const bar = toast.querySelector('.Toastify__progress-bar');
      const barStyle = bar && getComputedStyle(bar);
      recorder.shown.push({
        text: toast.textContent ?? '',
        container: { x: box?.x ?? 0, y: box?.y ?? 0, width: box?.width ?? 0, height: box?.height ?? 0 },
        timer: barStyle && { duration: barStyle.animationDuration, visibility: barStyle.visibility },
      });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.Toastify__toast')) record(node);
          for (const toast of node.querySelectorAll('.Toastify__toast')) record(toast);
        }
    }).observe(document.body, { childList: true, subtree: true });
    return 0;
  });
}

/**
 * Clicks and answers the first toast with the wanted text that the click made appear, however briefly
 * it stayed. The click must not load another document (the shop's toasts come from in-page moves).
 */
export async function clickForToast(
  page: Page,
  target: Locator,
  wanted: string | RegExp,
): Promise<ShownToast> {
  const before = await startRecordingToasts(page);
  await target.click();
  const pattern: { text: string } | { source: string; flags: string } =
    typeof wanted === 'string' ? { text: wanted } : { source: wanted.source, flags: wanted.flags };
  const found = await page.waitForFunction(
    ({ before, pattern }) => {
      const wanted = 'text' in pattern ? pattern.text : new RegExp(pattern.source, pattern.flags);
      const { shown } = (window as unknown as { shopToasts: ToastRecorder }).shopToasts;
      return (
        shown
          .slice(before)
          .find((toast) =>
            typeof wanted === 'string' ? toast.text.includes(wanted) : wanted.test(toast.text),
          ) ?? false
      );
    },
    { before, pattern },
  );
  return (await found.jsonValue()) as ShownToast;
}
