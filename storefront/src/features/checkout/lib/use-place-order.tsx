import { type Customer, meetsMinimumOrder, orderTotalsOf, PAYMENT_METHOD } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type CartLine, useCart } from '@/lib/cart';
import { createOrder } from '../api/create-order';
import { OrderFailedMessage } from '../components/order-failed-message';
import { ORDER_MESSAGES, orderItemsOf } from './checkout-items';
import { attemptFor, type OrderAttempt } from './idempotency';
import { rememberLastOrder } from './last-order';
import { mendAfterRefusal } from './mend-cart';

/**
 * Placing the order (spec point 4, 'Checkout'): editing, placing, then the thank-you page on success,
 * or a message with the cart and the form kept.
 */
export function usePlaceOrder(lines: readonly CartLine[], fromCart: boolean, onPlaced: () => void) {
  const navigate = useNavigate();
  const { clearCart, replaceLines } = useCart();
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = useRef<OrderAttempt | null>(null);
  // The disabled button only takes effect after a render; a double tap before it must not send twice.
  const inFlight = useRef(false);

  const placeOrder = async (customer: Customer) => {
    if (inFlight.current) return;
    const totals = orderTotalsOf(lines);
    if (!meetsMinimumOrder(totals.total)) {
      toast.error(ORDER_MESSAGES.minimum, { toastId: ORDER_MESSAGES.minimum });
      return;
    }
    const items = orderItemsOf(lines);
    attempt.current = attemptFor(attempt.current, JSON.stringify({ customer, items }));
    inFlight.current = true;
    setPlacing(true);
    setNotice(null);
    try {
      const order = await createOrder(
        { customer, items, ...totals, paymentMethod: PAYMENT_METHOD },
        attempt.current.key,
      );
      attempt.current = null;
      inFlight.current = false;
      setPlacing(false);
      toast.success(ORDER_MESSAGES.placed, { autoClose: 1000 });
      onPlaced();
      rememberLastOrder(order);
      navigate(paths.thankYou, { state: { order } });
      // A Buy Now order leaves the cart alone.
      if (fromCart) clearCart();
    } catch (error) {
      console.warn('Placing the order failed', error);
      inFlight.current = false;
      setPlacing(false);
      // A price or the stock changed under the shopper: mend the lines, say so, and let Place Order retry.
      const mended =
        error instanceof ApiError && error.status === 409 ? mendAfterRefusal(lines, error.details) : null;
      if (mended) {
        if (fromCart) replaceLines(mended.lines);
        else navigate(paths.checkout, { replace: true, state: { items: mended.lines } });
        setNotice(mended.notice);
        return;
      }
      const message = error instanceof ApiError ? error.message : 'Please try again.';
      toast.error(<OrderFailedMessage message={message} />);
    }
  };

  return { placing, placeOrder, notice };
}
