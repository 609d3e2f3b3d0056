import { holdsStock, type OrderStatus } from '../order-status';

/** What the staff area asks before deleting an order: it says what happens to the order's stock. */
export function orderDeleteQuestion(order: {
  orderNumber: string;
  status: OrderStatus;
  itemCount: number;
}): string {
  const units = `${order.itemCount} ${order.itemCount === 1 ? 'item goes' : 'items go'}`;
  const stock = holdsStock(order.status)
    ? order.itemCount > 0
      ? `Its ${units} back into stock.`
      : 'It holds no stock.'
    : order.status === 'delivered'
      ? 'It was delivered, so its stock stays as it is.'
      : 'Its stock was already put back, so the stock stays as it is.';
  return `Delete order #${order.orderNumber}? ${stock} This action cannot be undone.`;
}

/** The server's answer to a delete, shown as the success toast (the spec's 'Order #{orderNumber} deleted successfully'). */
export function orderDeletedMessage(orderNumber: string, putBack: number): string {
  const stock = putBack > 0 ? ` ${putBack} ${putBack === 1 ? 'item is' : 'items are'} back in stock.` : '';
  return `Order #${orderNumber} deleted successfully.${stock}`;
}
