import { apiPath, type OrderStatus } from '@shop/contracts';
import { apiFile } from '@/lib/api-client';
import { saveFile } from '../lib/save-file';

/** GET /orders/export.csv?status=: the orders for a courier's bulk booking, saved as a CSV file. */
export async function downloadCourierExport(status: OrderStatus | null): Promise<void> {
  const file = await apiFile(apiPath('courierExport', {}, status ? { status } : undefined), 'text/csv');
  saveFile(file, `orders-${status ?? 'all'}.csv`);
}
