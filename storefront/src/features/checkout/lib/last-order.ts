/** What the device keeps of the last order placed on it: enough to find it again, nothing personal. */
export interface LastOrder {
  orderNumber: string;
  trackingToken?: string;
}

const LAST_ORDER_KEY = 'lastOrder';

/** Kept so the thank-you page survives a reload and a return visit. */
export function rememberLastOrder({ orderNumber, trackingToken }: LastOrder): void {
  try {
    localStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ orderNumber, trackingToken }));
  } catch (error) {
    // A full or blocked storage only costs the reload's details; the order itself is placed.
    console.warn('The last order could not be kept on this device', error);
  }
}

/** The last order placed on this device, if one was kept and still reads as one. */
export function lastOrder(): LastOrder | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LAST_ORDER_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { orderNumber, trackingToken } = stored as Record<string, unknown>;
    if (typeof orderNumber !== 'string' || orderNumber === '') return null;
    return { orderNumber, ...(typeof trackingToken === 'string' ? { trackingToken } : {}) };
  } catch {
    return null;
  }
}
