import { type OrderTracking, type OrderTrackingQuery, orderTrackingSchema, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export function fetchOrderTracking(path: string): Promise<OrderTracking> {
  return apiRequest(path, { schema: orderTrackingSchema });
}

function pathOf(lookup: OrderTrackingQuery | { token: string } | null): string | null {
  if (!lookup) return null;
  if ('token' in lookup) return apiPath('trackOrderByToken', { token: lookup.token });
  return apiPath('trackOrder', {}, { number: lookup.number, phone: lookup.phone });
}

/** GET /orders/track?number=&phone= or /orders/track/{token}: the order's timeline for its shopper. */
export function useOrderTracking(lookup: OrderTrackingQuery | { token: string } | null) {
  return useSWR(pathOf(lookup), fetchOrderTracking, {
    revalidateOnFocus: true,
    onError: (error) => console.warn('Order look-up failed', error),
  });
}
