/**
 * Resolves once the browser has painted the current frame: a requestAnimationFrame callback runs just
 * before the paint, and a task queued from it runs after. Heavy work started this way (downloading
 * and reading 10,000 products) never holds back the page's first paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const afterFrame = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame);
    else afterFrame();
  });
}
