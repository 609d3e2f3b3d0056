/** Milliseconds until `check` holds, trying every 50 ms; Infinity when it still does not after 5 s. */
export async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}
