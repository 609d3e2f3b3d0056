import {
  type Customer,
  isDiscountCodeRefusal,
  meetsMinimumOrder,
  minimumOrderMessage,
  orderTotalsOf,
  PAYMENT_METHOD,
} from '@shop/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { SHOP_SETTINGS_PATH, useShopSettings } from '@/api/shop-settings';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type AppliedDiscount, applyDiscount } from '@/lib/applied-discount';
import { type CartLine, useCart } from '@/lib/cart';
import { createOrder } from '../api/create-order';
import { OrderFailedMessage } from '../components/order-failed-message';
import { orderItemsOf } from './checkout-items';
import { attemptFor, type OrderAttempt } from './idempotency';
import { rememberLastOrder } from './last-order';
import { mendAfterRefusal } from './mend-cart';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { useShopLocale } from '@/lib/i18n/use-text';
import { pageText } from '@/lib/i18n/page-texts';

/**
 * Placing the order (spec point 4, 'Checkout'): editing, placing, then the thank-you page on success,
 * or a message with the cart and the form kept.
 */
export function usePlaceOrder(
  lines: readonly CartLine[],
  discount: AppliedDiscount | null,
  fromCart: boolean,
  onPlaced: () => void,
) {
  const navigate = useNavigate();
  const { clearCart, replaceLines } = useCart();
  const settings = useShopSettings();
  const sayRule = useRuleText();
  const { nameOf } = useCatalogueTexts();
  const language = useShopLocale();
  const { mutate } = useSWRConfig();
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = useRef<OrderAttempt | null>(null);
  // The disabled button only takes effect after a render; a double tap before it must not send twice.
  const inFlight = useRef(false);

  const placeOrder = async (customer: Customer) => {
    if (inFlight.current) return;
    // The spec checks the minimum against the total, delivery to the shopper's city included.
    const totals = orderTotalsOf(lines, settings, customer.city, discount);
    if (!meetsMinimumOrder(totals.total, settings.minimumOrder)) {
      const message = sayRule(minimumOrderMessage(settings.minimumOrder));
      toast.error(message, { toastId: message });
      return;
    }
    const items = orderItemsOf(lines);
    attempt.current = attemptFor(attempt.current, JSON.stringify({ customer, items, code: discount?.code }));
    inFlight.current = true;
    setPlacing(true);
    setNotice(null);
    try {
      const order = await createOrder(
        {
          customer,
          items,
          ...(discount ? { discountCode: discount.code } : {}),
          // English is the order's language unless said: the spec's own client sends none.
          ...(language === 'en' ? {} : { language }),
          ...totals,
          paymentMethod: PAYMENT_METHOD,
        },
        attempt.current.key,
      );
      attempt.current = null;
      inFlight.current = false;
      setPlacing(false);
      toast.success(pageText('order.placed'), { autoClose: 1000 });
      onPlaced();
      if (discount) applyDiscount(null);
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
        error instanceof ApiError && error.status === 409
          ? mendAfterRefusal(lines, error.details, nameOf)
          : null;
      if (mended) {
        if (fromCart) replaceLines(mended.lines);
        else navigate(paths.checkout, { replace: true, state: { items: mended.lines } });
        setNotice(mended.notice);
        return;
      }
      // The code cannot be used (expired, used up, used with this phone): the order goes on without it.
      if (error instanceof ApiError && error.status === 400 && isDiscountCodeRefusal(error.message)) {
        applyDiscount(null);
        setNotice(pageText('order.totalWithoutCode', { message: sayRule(error.message) }));
        return;
      }
      // A 409 on the totals (the owner changed the delivery charges): read them again for the next try.
      if (error instanceof ApiError && error.status === 409) void mutate(SHOP_SETTINGS_PATH);
      const message = error instanceof ApiError ? sayRule(error.message) : pageText('order.tryAgain');
      toast.error(<OrderFailedMessage message={message} />);
    }
  };

  return { placing, placeOrder, notice };
}
