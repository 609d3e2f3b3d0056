import { Link, Text } from '@react-email/components';
import { SHOP_PATHS } from '@shop/contracts';
import type { MailShop } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';
import { OrderLines } from './order-lines';

/** Staff's notice of a new order: who ordered, where it goes, and every line with its custom values. */
export function NewOrderNotice({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const { customer } = facts;
  const ordersScreen = `${shop.origin}${SHOP_PATHS.admin.orders}`;
  return (
    <MailFrame shop={shop} preview={`New order #${facts.orderNumber} from ${customer.name}`}>
      <Text>{`New order #${facts.orderNumber} from ${customer.name}, ${customer.phone}.`}</Text>
      <Text>{`${customer.address}, ${customer.city}`}</Text>
      {customer.email ? <Text>{`E-mail: ${customer.email}`}</Text> : null}
      {/* Staff read the lines in English whatever the order's language (issue 37, item 6). */}
      <OrderLines facts={{ ...facts, language: 'en' }} shop={shop} withCustomValues />
      <Text>
        {'See it in the orders screen: '}
        <Link href={ordersScreen}>{ordersScreen}</Link>
      </Text>
    </MailFrame>
  );
}
