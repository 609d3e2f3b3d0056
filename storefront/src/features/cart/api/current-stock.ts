import { apiPath } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { ApiError, apiRequest } from '@/lib/api-client';

const stockAnswerSchema = z.object({ stock: z.number() });

async function stockAt(path: string): Promise<number | null> {
  try {
    return (await apiRequest(path, { schema: stockAnswerSchema })).stock;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * An item's stock now: as a product, else as a template (a cart line does not say which it is); null
 * when it is neither any more (the checkout then says so).
 */
export async function fetchCurrentStock(id: string): Promise<number | null> {
  return (
    (await stockAt(apiPath('singleProduct', { id }))) ?? (await stockAt(apiPath('singleTemplate', { id })))
  );
}

async function fetchCurrentStocks([, ...ids]: readonly string[]): Promise<Map<string, number>> {
  const stocks = await Promise.all(ids.map(async (id) => [id, await fetchCurrentStock(id)] as const));
  return new Map(stocks.filter((entry): entry is readonly [string, number] => entry[1] !== null));
}

/** The stock now of each item in the cart, asked once per visit of the cart page. */
export function useCurrentStocks(ids: readonly string[]) {
  return useSWR(ids.length > 0 ? ['cart-stock', ...ids] : null, fetchCurrentStocks, {
    revalidateOnFocus: false,
    onError: (error) => console.warn('The cart could not check the stock', error),
  });
}
