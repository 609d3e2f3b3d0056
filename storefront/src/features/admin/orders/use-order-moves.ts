import {
  ORDER_STATUS_LABELS,
  type Order,
  type OrderPage,
  type OrderStatus,
  type OrderStatusChange,
} from '@shop/contracts';
import { toast } from '@/lib/toast';
import type { KeyedMutator } from 'swr';
import { ApiError } from '@/lib/api-client';
import { changeOrderStatus } from '../api/change-order-status';
import { pageAfterMove } from './orders-view';

const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The order status could not be changed';

/**
 * Moves one order, or several, and keeps the loaded page (its orders and the counts of the tabs) in
 * step with the server's answers; `tab` is the state the page lists, if one.
 */
export function useOrderMoves(mutate: KeyedMutator<OrderPage>, tab: OrderStatus | null) {
  const replaced = (page: OrderPage | undefined, updated: Order) => page && pageAfterMove(page, updated, tab);
  const moveOne = async (order: Order, change: OrderStatusChange): Promise<boolean> => {
    try {
      const updated = await changeOrderStatus(order._id, change);
      await mutate((list) => replaced(list, updated), { revalidate: false });
      toast.success(`Order #${order.orderNumber} is now ${ORDER_STATUS_LABELS[updated.status]}`);
      return true;
    } catch (error) {
      console.warn('Error changing the order status', error);
      toast.error(problemOf(error));
      return false;
    }
  };

  /** One call per order, one after the other; the ones refused are named, the others still move. */
  const moveMany = async (orders: readonly Order[], change: OrderStatusChange): Promise<boolean> => {
    const refused: string[] = [];
    for (const order of orders) {
      try {
        const updated = await changeOrderStatus(order._id, change);
        await mutate((list) => replaced(list, updated), { revalidate: false });
      } catch (error) {
        console.warn('Error changing the order status', error);
        refused.push(`#${order.orderNumber}: ${problemOf(error)}`);
      }
    }
    const moved = orders.length - refused.length;
    if (moved > 0) toast.success(`${moved} orders are now ${ORDER_STATUS_LABELS[change.status]}`);
    if (refused.length > 0) toast.error(`Not moved: ${refused.join('; ')}`);
    return refused.length === 0;
  };

  return { moveOne, moveMany };
}
