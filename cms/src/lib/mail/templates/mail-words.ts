import type { ShopLocale } from '@shop/contracts';
import type { ReactNode } from 'react';
import { ENGLISH_MAIL_WORDS } from './english-mail-words';
import { URDU_MAIL_WORDS } from './urdu-mail-words';

/** What a shopper's e-mail says, in one language: each line given its values (numbers left to right). */
export interface MailWords {
  lang: ShopLocale;
  dir: 'ltr' | 'rtl';
  callUs(phone: string): ReactNode;
  lineTitle(quantity: number, name: string, options: string, amount: string): ReactNode;
  discount(code: string, amount: string): ReactNode;
  total(amount: string, paymentMethod: string): ReactNode;
  followHere: ReactNode;
  confirmation: {
    preview(orderNumber: string): string;
    thanks(name: string): ReactNode;
    orderNumber(orderNumber: string): ReactNode;
    callFirst: ReactNode;
  };
  dispatched: {
    preview(orderNumber: string): string;
    onItsWay(orderNumber: string): ReactNode;
    courier(courier: string): ReactNode;
    trackingNumber(trackingNumber: string): ReactNode;
    keepReady(amount: string): ReactNode;
  };
  cancelled: {
    preview(orderNumber: string): string;
    cancelled(orderNumber: string): ReactNode;
    reason(reason: string): ReactNode;
    surprise(phone: string): ReactNode;
  };
  proofSent: {
    preview(orderNumber: string): string;
    ready(orderNumber: string): ReactNode;
    printOnApproval: ReactNode;
    seeProof: ReactNode;
  };
}

/** The words of a shopper's e-mail in the order's language. */
export function mailWordsOf(language: ShopLocale | undefined): MailWords {
  return language === 'ur' ? URDU_MAIL_WORDS : ENGLISH_MAIL_WORDS;
}
