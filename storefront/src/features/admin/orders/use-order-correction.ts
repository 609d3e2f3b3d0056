import {
  formatRupees,
  type Order,
  type OrderCorrection,
  type OrderPage,
  type OrderStatus,
} from '@shop/contracts';
import type { KeyedMutator } from 'swr';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { correctOrder } from '../api/correct-order';
import { pageAfterMove } from './orders-view';

/**
 * Corrects one order and puts the server's answer (re-priced, with its new history entry) in the loaded
 * page; a refusal (a 409: stock, a state past dispatch, a change made meanwhile) is a toast.
 */
export function useOrderCorrection(mutate: KeyedMutator<OrderPage>, tab: OrderStatus | null) {
  return async (order: Order, correction: OrderCorrection): Promise<boolean> => {
    try {
      const updated = await correctOrder(order._id, correction);
      await mutate((page) => page && pageAfterMove(page, updated, tab), { revalidate: false });
      toast.success(`Order #${order.orderNumber} saved: the total is now ${formatRupees(updated.total)}`);
      return true;
    } catch (error) {
      console.warn('Error correcting the order', error);
      // The order may have changed under the form: the list reads it again for the next try.
      if (error instanceof ApiError && error.status === 409) void mutate();
      toast.error(error instanceof ApiError ? error.message : 'The order could not be saved');
      return false;
    }
  };
}
