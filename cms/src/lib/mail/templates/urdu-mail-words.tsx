import { PAYMENT_METHOD } from '@shop/contracts';
import type { ReactNode } from 'react';
import type { MailWords } from './mail-words';

/** An order number, a price or a phone number inside Urdu text: read left to right. */
function Ltr({ children }: { children: ReactNode }) {
  return <span dir="ltr">{children}</span>;
}

const PAYMENT_METHODS: Record<string, string> = { [PAYMENT_METHOD]: 'کیش آن ڈیلیوری' };

// Previews and subjects are plain text: an inbox shows no markup, so their numbers carry none.
export const URDU_MAIL_WORDS: MailWords = {
  lang: 'ur',
  dir: 'rtl',
  callUs: (phone) => (
    <>
      {'ہمیں کال کریں: '}
      <Ltr>{phone}</Ltr>
    </>
  ),
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
  total: (amount, paymentMethod) => (
    <>
      {'کل رقم: '}
      <Ltr>{amount}</Ltr>
      {` (${PAYMENT_METHODS[paymentMethod] ?? paymentMethod})`}
    </>
  ),
  followHere: 'اپنے آرڈر کی صورتحال یہاں دیکھیں: ',
  confirmation: {
    preview: (orderNumber) => `آپ کا آرڈر #${orderNumber}`,
    thanks: (name) => `آپ کے آرڈر کا شکریہ، ${name}!`,
    orderNumber: (orderNumber) => (
      <>
        {'آرڈر نمبر: '}
        <Ltr>{orderNumber}</Ltr>
      </>
    ),
    callFirst: 'پرنٹنگ شروع کرنے سے پہلے ہم آپ کو تصدیق کے لیے کال کریں گے۔',
  },
  dispatched: {
    preview: (orderNumber) => `آپ کا آرڈر #${orderNumber} روانہ ہو گیا ہے`,
    onItsWay: (orderNumber) => (
      <>
        {'آپ کا آرڈر '}
        <Ltr>{`#${orderNumber}`}</Ltr>
        {' روانہ ہو گیا ہے۔'}
      </>
    ),
    courier: (courier) => `کوریئر: ${courier}`,
    trackingNumber: (trackingNumber) => (
      <>
        {'ٹریکنگ نمبر: '}
        <Ltr>{trackingNumber}</Ltr>
      </>
    ),
    keepReady: (amount) => (
      <>
        {'براہِ کرم کوریئر کے لیے '}
        <Ltr>{amount}</Ltr>
        {' تیار رکھیں۔'}
      </>
    ),
  },
  cancelled: {
    preview: (orderNumber) => `آپ کا آرڈر #${orderNumber} منسوخ کر دیا گیا ہے`,
    cancelled: (orderNumber) => (
      <>
        {'آپ کا آرڈر '}
        <Ltr>{`#${orderNumber}`}</Ltr>
        {' منسوخ کر دیا گیا ہے۔'}
      </>
    ),
    reason: (reason) => `وجہ: ${reason}`,
    surprise: (phone) => (
      <>
        {'اگر یہ آپ کے لیے غیر متوقع ہے تو براہِ کرم ہمیں '}
        <Ltr>{phone}</Ltr>
        {' پر کال کریں۔'}
      </>
    ),
  },
  proofSent: {
    preview: (orderNumber) => `آپ کے آرڈر #${orderNumber} کا پروف تیار ہے`,
    ready: (orderNumber) => (
      <>
        {'آپ کے آرڈر '}
        <Ltr>{`#${orderNumber}`}</Ltr>
        {' کا پروف دیکھنے کے لیے تیار ہے۔'}
      </>
    ),
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
