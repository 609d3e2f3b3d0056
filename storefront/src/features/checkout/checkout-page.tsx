import { zodResolver } from '@hookform/resolvers/zod';
import { type Customer, customerSchema, hasOneDeliveryCharge, orderTotalsOf } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { useAppliedDiscount } from '@/lib/applied-discount';
import { useCart } from '@/lib/cart';
import shopPage from '@/styles/shop-page.module.css';
import styles from './checkout-page.module.css';
import { CustomerFields } from './components/customer-fields';
import { OrderSummary } from './components/order-summary';
import { itemsFromState } from './lib/checkout-items';
import { usePlaceOrder } from './lib/use-place-order';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { usePageText } from '@/lib/i18n/page-texts';

const EMPTY_CUSTOMER: Customer = { name: '', email: '', phone: '', address: '', city: '', country: '' };

/** /checkout: the Buy Now items from navigation state, else the cart (spec points 2, 4 and 5). */
export function CheckoutPage() {
  const text = usePageText();
  useDocumentTitle(text('checkout.title'));
  const location = useLocation();
  const { lines: cartLines } = useCart();
  const buyNowLines = useMemo(() => itemsFromState(location.state), [location.state]);
  const lines = buyNowLines ?? cartLines;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<Customer>({ resolver: zodResolver(customerSchema), defaultValues: EMPTY_CUSTOMER });
  const settings = useShopSettings();
  const sayRule = useRuleText();
  // The charge follows the city as it is typed, so the summary shows what the order will cost there.
  const city = watch('city');
  const discount = useAppliedDiscount();
  const totals = { ...orderTotalsOf(lines, settings, city, discount), discountCode: discount?.code };
  const deliveryNote =
    city.trim() === '' && !hasOneDeliveryCharge(settings) && totals.deliveryCharge > 0
      ? text('checkout.deliveryDependsOnCity')
      : null;
  const { placing, placeOrder, notice } = usePlaceOrder(lines, discount, buyNowLines === null, () =>
    reset(EMPTY_CUSTOMER),
  );
  const messages = [...new Set(Object.values(errors).map((error) => error?.message))].filter(Boolean);

  if (lines.length === 0) {
    return (
      <div className={shopPage.page}>
        <h1 className={shopPage.title}>{text('checkout.title')}</h1>
        <EmptyState title={text('cart.emptyTitle')} text={text('checkout.emptyText')} />
        <p className={styles.center}>
          <Link className={styles.primaryButton} to={paths.home}>
            {text('cart.continueShopping')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={shopPage.page}>
      <h1 className={shopPage.title}>{text('checkout.title')}</h1>
      <div className={styles.layout}>
        <form
          className={styles.form}
          onSubmit={handleSubmit(placeOrder)}
          noValidate
          aria-labelledby="shipping-heading"
          aria-busy={placing}
        >
          <h2 id="shipping-heading" className={styles.heading}>
            {text('checkout.shippingDetails')}
          </h2>
          {messages.length > 0 && (
            <div className={styles.formError} role="alert">
              {messages.map((message) => (
                <p key={message}>{sayRule(message ?? '')}</p>
              ))}
            </div>
          )}
          <fieldset className={styles.fieldset} disabled={placing}>
            <legend className="visually-hidden">{text('checkout.yourDetails')}</legend>
            <CustomerFields register={register} errors={errors} />
          </fieldset>
          {notice && (
            <p className={styles.formError} role="alert">
              {notice}
            </p>
          )}
          <button type="submit" className={styles.primaryButton} disabled={placing}>
            {placing ? text('checkout.placingOrder') : text('checkout.placeOrder')}
          </button>
        </form>
        <OrderSummary lines={lines} totals={totals} deliveryNote={deliveryNote} />
      </div>
      {placing && (
        <div className={styles.overlay} role="status" aria-live="assertive">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{text('order.placing')}</p>
        </div>
      )}
    </div>
  );
}
