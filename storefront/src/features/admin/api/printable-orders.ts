import { apiPath } from '@shop/contracts';
import { apiFile } from '@/lib/api-client';
import { saveFile } from '../lib/save-file';

/** The printable pages of orders: one invoice and packing slip per order, or one production sheet. */
export type PrintableSheet = 'invoices' | 'production-sheet';

export function printablePath(sheet: PrintableSheet, orderIds: readonly string[]): string {
  return apiPath(sheet === 'invoices' ? 'orderInvoices' : 'productionSheet', {}, { ids: orderIds.join(',') });
}

/**
 * GET /orders/invoices?ids= or /orders/production-sheet?ids= (staff), shown in a new tab to print. The
 * tab opens at the click, before the answer: a tab opened after waiting is blocked as a pop-up. Where
 * pop-ups are blocked all the same, the page is saved as a file instead.
 */
export async function openPrintable(sheet: PrintableSheet, orderIds: readonly string[]): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const page = await apiFile(printablePath(sheet, orderIds), 'text/html');
    if (tab) tab.location.href = URL.createObjectURL(page);
    else saveFile(page, `${sheet}.html`);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
