/** Scroll positions by history entry (react-router's location.key), for Back and Forward. */
const positions = new Map<string, number>();
const MAX_ENTRIES = 100;
/** How long a restore waits for the page to grow tall enough (its list still loading). */
const RESTORE_WAIT_MS = 3000;

export function rememberScroll(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
}

export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}

/**
 * Scrolls back to where the entry was left. The page may still be filling in (its list loading), so
 * it tries again on each frame until the position is reached, the shopper scrolls, or time runs out.
 * Answers a function that stops trying. An entry never left (the session's first page) is not touched:
 * scrolling there would force the whole new page's layout in the middle of its first render.
 */
export function restoreScroll(key: string): () => void {
  const target = rememberedScroll(key);
  if (target === undefined) return () => {};
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const attempt = () => {
    if (stopped) return;
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 2 || performance.now() - started > RESTORE_WAIT_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  attempt();
  return stop;
}
