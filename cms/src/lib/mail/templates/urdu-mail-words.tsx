import { PAYMENT_METHOD } from '@shop/contracts';
import type { ReactNode } from 'react';
import type { MailWords } from './mail-words';

/** An order number, a price or a phone number inside Urdu text: read left to right. */
function Ltr({ children }: { children: ReactNode }) {
  return <span dir="ltr">{children}</span>;
}

/** Urdu words around one value read left to right. */
function around(before: string, value: string, after?: string): ReactNode {
  return (
    <>
      {before}
      <Ltr>{value}</Ltr>
      {after}
    </>
  );
}

const PAYMENT_METHODS: Record<string, string> = { [PAYMENT_METHOD]: 'کیش آن ڈیلیوری' };

// Previews and subjects are plain text: an inbox shows no markup, so their numbers carry none.
export const URDU_MAIL_WORDS: MailWords = {
  lang: 'ur',
  dir: 'rtl',
  callUs: (phone) => around('ہمیں کال کریں: ', phone),
  lineTitle: (quantity, name, options, amount) => (
    <>
      <Ltr>{`${quantity} x`}</Ltr>
      {` ${name}${options ? ' (' : ': '}`}
      {options ? (
        <>
          <Ltr>{options}</Ltr>
          {'): '}
        </>
      ) : null}
      <Ltr>{amount}</Ltr>
    </>
  ),
  discount: (code, amount) => (
    <>
      {'رعایت ('}
      <Ltr>{code}</Ltr>
      {'): '}
      <Ltr>{`- ${amount}`}</Ltr>
    </>
  ),
  total: (amount, paymentMethod) =>
    around('کل رقم: ', amount, ` (${PAYMENT_METHODS[paymentMethod] ?? paymentMethod})`),
  followHere: 'اپنے آرڈر کی صورتحال یہاں دیکھیں: ',
  confirmation: {
    preview: (orderNumber) => `آپ کا آرڈر #${orderNumber}`,
    thanks: (name) => `آپ کے آرڈر کا شکریہ، ${name}!`,
    orderNumber: (orderNumber) => around('آرڈر نمبر: ', orderNumber),
    callFirst: 'پرنٹنگ شروع کرنے سے پہلے ہم آپ کو تصدیق کے لیے کال کریں گے۔',
  },
  dispatched: {
    preview: (orderNumber) => `آپ کا آرڈر #${orderNumber} روانہ ہو گیا ہے`,
    onItsWay: (orderNumber) => around('آپ کا آرڈر ', `#${orderNumber}`, ' روانہ ہو گیا ہے۔'),
    courier: (courier) => `کوریئر: ${courier}`,
    trackingNumber: (trackingNumber) => around('ٹریکنگ نمبر: ', trackingNumber),
    keepReady: (amount) => around('براہِ کرم کوریئر کے لیے ', amount, ' تیار رکھیں۔'),
  },
  cancelled: {
    preview: (orderNumber) => `آپ کا آرڈر #${orderNumber} منسوخ کر دیا گیا ہے`,
    cancelled: (orderNumber) => around('آپ کا آرڈر ', `#${orderNumber}`, ' منسوخ کر دیا گیا ہے۔'),
    reason: (reason) => `وجہ: ${reason}`,
    surprise: (phone) => around('اگر یہ آپ کے لیے غیر متوقع ہے تو براہِ کرم ہمیں ', phone, ' پر کال کریں۔'),
  },
  proofSent: {
    preview: (orderNumber) => `آپ کے آرڈر #${orderNumber} کا پروف تیار ہے`,
    ready: (orderNumber) => around('آپ کے آرڈر ', `#${orderNumber}`, ' کا پروف دیکھنے کے لیے تیار ہے۔'),
    printOnApproval:
      'ہم اسے آپ کی منظوری کے بعد ہی پرنٹ کرتے ہیں۔ اگر کچھ بدلنا ہو تو اسی صفحے پر ہمیں بتائیں۔',
    seeProof: 'پروف دیکھیں اور یہاں منظور کریں: ',
  },
};

/** The subject lines of the shopper's e-mails of an Urdu order (the staff notice stays English). */
export const URDU_SUBJECTS = {
  'order-confirmation': (orderNumber: string) => `آپ کا آرڈر #${orderNumber}`,
  'order-dispatched': (orderNumber: string) => `آرڈر #${orderNumber}: روانہ ہو گیا`,
  'order-cancelled': (orderNumber: string) => `آرڈر #${orderNumber}: منسوخ`,
  'order-proof-sent': (orderNumber: string) => `آرڈر #${orderNumber}: آپ کا پروف منظوری کے لیے تیار ہے`,
} as const;
