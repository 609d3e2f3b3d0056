import {
  type Order,
  type OrderItem,
  SCRIPT_DIRECTIONS,
  SCRIPT_LANGUAGES,
  SCRIPT_NOTES,
  scriptOfField,
} from '@shop/contracts';
import { photoOf, valueText } from './custom-value';
import type { ShopIdentity } from '../shop-identity';

function LineToMake({
  order,
  item,
  number,
  shop,
}: {
  order: Order;
  item: OrderItem;
  number: number;
  shop: ShopIdentity;
}) {
  const values = Object.entries(item.customFields ?? {});
  return (
    <article className="line" aria-label={`Order #${order.orderNumber}, line ${number}`}>
      <h2>
        Order #{order.orderNumber}, line {number}: {item.quantity} x {item.name}
      </h2>
      <p>
        {[item.size && `Size: ${item.size}`, item.frame && `Frame: ${item.frame}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {item.proofUrl && (
        <figure className="proof">
          <img src={item.proofUrl} alt={`Proof of line ${number}: what gets printed`} />
          <figcaption>The proof: what gets printed</figcaption>
        </figure>
      )}
      {values.length > 0 ? (
        <dl className="values">
          {values.map(([field, value]) => {
            const photo = photoOf(shop, value);
            const script = scriptOfField(item.fieldScripts, field);
            return (
              <div key={field}>
                <dt>{field}</dt>
                <dd>
                  {photo ? (
                    <img className="photo" src={photo} alt={`${field} (customer's photo)`} />
                  ) : script ? (
                    <>
                      <span dir={SCRIPT_DIRECTIONS[script]} lang={SCRIPT_LANGUAGES[script]}>
                        {valueText(value)}
                      </span>
                      <small className="note">{SCRIPT_NOTES[script]}</small>
                    </>
                  ) : (
                    valueText(value)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p>No custom details: make it as listed.</p>
      )}
    </article>
  );
}

/** Every line of the selected orders, its custom values and photos large enough to work from. */
export function ProductionSheet({ orders, shop }: { orders: readonly Order[]; shop: ShopIdentity }) {
  return (
    <section className="sheet" aria-label="Production sheet">
      {orders.flatMap((order) =>
        order.items.map((item, index) => (
          <LineToMake
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            key={`${order._id}-${index}`}
            order={order}
            item={item}
            number={index + 1}
            shop={shop}
          />
        )),
      )}
    </section>
  );
}
