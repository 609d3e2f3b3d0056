import { Link, Section, Text } from '@react-email/components';
import { formatRupees, isImageValue } from '@shop/contracts';
import { type MailShop, shopperPhotoLink } from '../mail-links';
import type { ReactNode } from 'react';
import type { OrderMailFacts, OrderMailLine } from '../order-mail-facts';
import { mailWordsOf, type MailWords } from './mail-words';

const SWATCH = /^#[0-9a-f]{6}$/i;
const detail = { margin: '0 0 0 16px', fontSize: '14px' };

function lineTitle(line: OrderMailLine, words: MailWords): ReactNode {
  const options = [line.size, line.frame].filter(Boolean).join(', ');
  const name = words.lang === 'ur' ? (line.nameUr ?? line.name) : line.name;
  return words.lineTitle(line.quantity, name, options, formatRupees(line.price * line.quantity));
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
  const words = mailWordsOf(facts.language);
  return (
    <Section>
      {facts.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
        <Section key={index}>
          <Text style={{ margin: '8px 0 0', fontSize: '14px' }}>{lineTitle(line, words)}</Text>
          {withCustomValues
            ? Object.entries(line.customFields).map(([field, value]) => (
                <CustomValue key={field} shop={shop} field={field} value={value} />
              ))
            : null}
        </Section>
      ))}
      {facts.discount ? (
        <Text>{words.discount(facts.discount.code, formatRupees(facts.discount.amount))}</Text>
      ) : null}
      <Text style={{ fontWeight: 'bold' }}>
        {words.total(formatRupees(facts.total), facts.paymentMethod)}
      </Text>
    </Section>
  );
}
