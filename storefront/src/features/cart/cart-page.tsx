import {
  contactForMoreMessage,
  discountAmountOf,
  meetsMinimumOrder,
  minimumOrderMessage,
} from '@shop/contracts';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { useShopSettings } from '@/api/shop-settings';
import { paths } from '@/config/paths';
import { useAppliedDiscount } from '@/lib/applied-discount';
import { atUnitLimit, cartItemCount, cartSubtotal, itemCapOf, quantityOfItem, useCart } from '@/lib/cart';
import shopPage from '@/styles/shop-page.module.css';
import styles from './cart-page.module.css';
import { CartLineItem } from './components/cart-line-item';
import { CartSummary } from './components/cart-summary';
import { useCurrentStocks } from './api/current-stock';
import { cartWithinStock } from './lib/stock-check';
import { useText } from '@/lib/i18n/use-text';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';

/** /cart: the lines, their total and item count, and the way to checkout (spec points 2 and 4). */
export function CartPage() {
  const text = useText();
  const sayRule = useRuleText();
  const { nameOf } = useCatalogueTexts();
  useDocumentTitle(text('nav.cart'));
  const { lines, removeLine, updateQuantity, replaceLines } = useCart();
  const settings = useShopSettings();
  const unitLimit = settings.maxUnitsPerOrder;
  const itemIds = useMemo(() => [...new Set(lines.map((line) => line.id))].sort(), [lines]);
  const { data: stocks } = useCurrentStocks(itemIds);
  // A line whose item's stock fell under its quantity since it was added is lowered on this visit.
  useEffect(() => {
    const checked = stocks && cartWithinStock(lines, stocks, nameOf);
    if (!checked) return;
    replaceLines(checked.lines);
    for (const notice of checked.notices) toast.warn(sayRule(notice), { toastId: notice });
  }, [stocks, lines, replaceLines, nameOf, sayRule]);
  const navigate = useNavigate();
  const total = cartSubtotal(lines);
  const discount = useAppliedDiscount();

  const proceed = () => {
    // The cart's total is what the goods cost after a code: the minimum is checked on that.
    const payable = total - (discount ? discountAmountOf(discount, total) : 0);
    if (!meetsMinimumOrder(payable, settings.minimumOrder)) {
      const message = sayRule(minimumOrderMessage(settings.minimumOrder));
      toast.error(message, { toastId: message });
      return;
    }
    navigate(paths.checkout);
  };

  return (
    <div className={shopPage.page}>
      <h1 className={shopPage.title}>{text('cart.title')}</h1>
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState title={text('cart.emptyTitle')} text={text('cart.emptyText')} />
          <Link className={styles.checkoutButton} to={paths.home}>
            {text('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={text('cart.itemsLabel')}>
            {lines.map((line) => (
              <CartLineItem
                key={line.cartId}
                line={line}
                max={Math.max(1, itemCapOf(line, unitLimit) - quantityOfItem(lines, line.id, line.cartId))}
                limitNote={
                  atUnitLimit(quantityOfItem(lines, line.id), line.stock, unitLimit)
                    ? sayRule(contactForMoreMessage(unitLimit))
                    : null
                }
                onQuantityChange={(quantity) => updateQuantity(line.cartId, quantity, unitLimit)}
                onRemove={() => removeLine(line.cartId)}
              />
            ))}
          </ul>
          <CartSummary
            itemCount={cartItemCount(lines)}
            total={total}
            delivery={settings}
            discount={discount}
            onCheckout={proceed}
          />
        </div>
      )}
    </div>
  );
}
