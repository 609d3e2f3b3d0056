import type { MailWords } from './mail-words';

export const ENGLISH_MAIL_WORDS: MailWords = {
  lang: 'en',
  dir: 'ltr',
  callUs: (phone) => `Call us: ${phone}`,
  lineTitle: (quantity, name, options, amount) =>
    `${quantity} x ${name}${options ? ` (${options})` : ''}: ${amount}`,
  discount: (code, amount) => `Discount (${code}): - ${amount}`,
  total: (amount, paymentMethod) => `Total: ${amount} (${paymentMethod})`,
  followHere: 'Follow your order here: ',
  confirmation: {
    preview: (orderNumber) => `Your order #${orderNumber}`,
    thanks: (name) => `Thank you for your order, ${name}!`,
    orderNumber: (orderNumber) => `Order number: ${orderNumber}`,
    callFirst: 'We will call you to confirm it before we start printing.',
  },
  dispatched: {
    preview: (orderNumber) => `Your order #${orderNumber} is on its way`,
    onItsWay: (orderNumber) => `Your order #${orderNumber} is on its way.`,
    courier: (courier) => `Courier: ${courier}`,
    trackingNumber: (trackingNumber) => `Tracking number: ${trackingNumber}`,
    keepReady: (amount) => `Please keep ${amount} ready for the courier.`,
  },
  cancelled: {
    preview: (orderNumber) => `Your order #${orderNumber} has been cancelled`,
    cancelled: (orderNumber) => `Your order #${orderNumber} has been cancelled.`,
    reason: (reason) => `Reason: ${reason}`,
    surprise: (phone) => `If this is a surprise, please call us on ${phone}.`,
  },
  proofSent: {
    preview: (orderNumber) => `The proof of your order #${orderNumber} is ready`,
    ready: (orderNumber) => `The proof of your order #${orderNumber} is ready for you to look at.`,
    printOnApproval:
      'We print it only once you approve it. If anything should change, tell us on the same page.',
    seeProof: 'See the proof and approve it here: ',
  },
};
