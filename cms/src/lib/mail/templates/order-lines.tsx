import { Link, Section, Text } from '@react-email/components';
import { formatRupees, isImageValue } from '@shop/contracts';
import { type MailShop, shopperPhotoLink } from '../mail-links';
import type { OrderMailFacts, OrderMailLine } from '../order-mail-facts';

const SWATCH = /^#[0-9a-f]{6}$/i;
const detail = { margin: '0 0 0 16px', fontSize: '14px' };

function lineTitle(line: OrderMailLine): string {
  const options = [line.size, line.frame].filter(Boolean).join(', ');
  return `${line.quantity} x ${line.name}${options ? ` (${options})` : ''}: ${formatRupees(line.price * line.quantity)}`;
}

/** One custom value: a photo of the shop's own uploads as a link, a colour with its swatch, else its text. */
function CustomValue({ shop, field, value }: { shop: MailShop; field: string; value: string }) {
  const photo = isImageValue(value) ? shopperPhotoLink(shop, value) : null;
  if (photo)
    return (
      <Text style={detail}>
        {`${field}: `}
        <Link href={photo}>{photo}</Link>
      </Text>
    );
  return (
    <Text style={detail}>
      {SWATCH.test(value) ? (
        <span style={{ backgroundColor: value, display: 'inline-block', width: '12px', height: '12px' }} />
      ) : null}
      {`${field}: ${value}`}
    </Text>
  );
}

/** The order's lines and total; staff also see each line's custom values and photos. */
export function OrderLines({
  facts,
  shop,
  withCustomValues,
}: {
  facts: OrderMailFacts;
  shop: MailShop;
  withCustomValues: boolean;
}) {
  return (
    <Section>
      {facts.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
        <Section key={index}>
          <Text style={{ margin: '8px 0 0', fontSize: '14px' }}>{lineTitle(line)}</Text>
          {withCustomValues
            ? Object.entries(line.customFields).map(([field, value]) => (
                <CustomValue key={field} shop={shop} field={field} value={value} />
              ))
            : null}
        </Section>
      ))}
      {facts.discount ? (
        <Text>{`Discount (${facts.discount.code}): - ${formatRupees(facts.discount.amount)}`}</Text>
      ) : null}
      <Text
        style={{ fontWeight: 'bold' }}
      >{`Total: ${formatRupees(facts.total)} (${facts.paymentMethod})`}</Text>
    </Section>
  );
}
