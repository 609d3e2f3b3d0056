/** Text as it is; anything else (a number, a structure) as serialized data. */
export function customValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** The saved file's name: '{key}-order-{orderNumber}-item-{n}'. */
export function downloadNameOf(key: string, orderNumber: string, itemNumber: number): string {
  const base = key.trim() ? `${key.trim()}-order-${orderNumber}-item-${itemNumber}` : '';
  return base.replace(/[\\/:*?"<>|]+/g, '-') || 'custom-image';
}
