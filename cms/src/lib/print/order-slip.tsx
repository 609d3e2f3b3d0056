import { formatRupees, isCashDue, type Order, type OrderItem } from '@shop/contracts';
import { shopDate } from '../shop-time';
import { photoOf, valueText } from './custom-value';
import type { ShopIdentity } from '../shop-identity';

function options(item: OrderItem): string {
  return [item.size, item.frame].filter(Boolean).join(', ');
}

function CustomValues({ item, shop }: { item: OrderItem; shop: ShopIdentity }) {
  const entries = Object.entries(item.customFields ?? {});
  if (entries.length === 0) return null;
  return (
    <ul className="custom">
      {entries.map(([field, value]) => {
        const photo = photoOf(shop, value);
        return (
          <li key={field}>
            {`${field}: `}
            {photo ? (
              <img className="thumb" src={photo} alt={`${field} (customer's photo)`} />
            ) : (
              valueText(value)
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One order's invoice and packing slip: the shop, the customer, the items, the cash to collect. */
export function OrderSlip({ order, shop }: { order: Order; shop: ShopIdentity }) {
  const { customer } = order;
  const cashToCollect = isCashDue(order.status) ? order.total : 0;
  return (
    <section className="sheet" aria-label={`Order #${order.orderNumber}`}>
      <header className="sheet-head">
        <div>
          <h1>{shop.name}</h1>
          <p>{shop.address}</p>
          <p>
            {shop.phone} · {shop.email}
          </p>
        </div>
        <div>
          <h1>Order #{order.orderNumber}</h1>
          <p>Date: {shopDate(new Date(order.createdAt), shop.timeZone)}</p>
          <p>Payment: {order.paymentMethod}</p>
        </div>
      </header>
      <div className="party">
        <h2>Deliver to</h2>
        <p>{customer.name}</p>
        <p>{customer.address}</p>
        <p>{[customer.city, customer.country].filter(Boolean).join(', ')}</p>
        <p>Phone: {customer.phone}</p>
        {customer.email ? <p>Email: {customer.email}</p> : null}
      </div>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th className="amount">Qty</th>
            <th className="amount">Price</th>
            <th className="amount">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <tr key={index}>
              <td>
                {item.name}
                {options(item) ? ` (${options(item)})` : ''}
                <CustomValues item={item} shop={shop} />
              </td>
              <td className="amount">{item.quantity}</td>
              <td className="amount">{formatRupees(item.price)}</td>
              <td className="amount">{formatRupees(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <tbody>
          <tr>
            <td>Subtotal</td>
            <td className="amount">{formatRupees(order.subtotal)}</td>
          </tr>
          {order.discountAmount ? (
            <tr>
              <td>{`Discount (${order.discountCode})`}</td>
              <td className="amount">{`- ${formatRupees(order.discountAmount)}`}</td>
            </tr>
          ) : null}
          <tr>
            <td>Delivery</td>
            <td className="amount">{formatRupees(order.deliveryCharge)}</td>
          </tr>
          <tr>
            <td>Total</td>
            <td className="amount">{formatRupees(order.total)}</td>
          </tr>
          <tr className="cash">
            <td>Cash to collect</td>
            <td className="amount">{formatRupees(cashToCollect)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
