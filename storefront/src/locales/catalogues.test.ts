import { COURIER_DELIVERY_TIME, PAYMENT_METHOD, PROCESSING_TIME } from '@shop/contracts';
import english from './en.json';
import englishPages from './pages/en.json';
import urduPages from './pages/ur.json';
import urdu from './ur.json';

/** The names of a message's values, `{count}` and `{count, plural, …}` alike. */
function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
}

const keysOf = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

/** The shell's catalogues (in the entry) and the lazily loaded pages' (decision 0062). */
const PAIRS: [string, Record<string, string>, Record<string, string>][] = [
  ['the shell', english, urdu],
  ['the pages', englishPages, urduPages],
];

describe.each(PAIRS)('the message catalogues of %s', (_, englishTexts, urduTexts) => {
  it('give every message key both an English and an Urdu text', () => {
    // The rule messages' English is contracts' (RULE_TEXTS): only their Urdu is here (rule-texts.test.ts).
    expect(keysOf(urduTexts).filter((key) => !key.startsWith('rule.'))).toEqual(keysOf(englishTexts));
    for (const catalogue of [englishTexts, urduTexts]) {
      const blank = Object.entries(catalogue).filter(([, text]) => text.trim() === '');
      expect(blank).toEqual([]);
    }
  });

  it('keep the same values in both languages, so no number or name goes missing in Urdu', () => {
    const differing = Object.entries(englishTexts)
      .filter(([key, text]) => placeholdersOf(text).join() !== placeholdersOf(urduTexts[key] ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

describe('the two pairs of catalogues', () => {
  it('never give one key two texts', () => {
    const shellKeys = new Set(Object.keys(english));
    expect(Object.keys(englishPages).filter((key) => shellKeys.has(key))).toEqual([]);
  });
});

describe('the English pages catalogue', () => {
  it('says the payment method and the times in the words of the shop’s constants', () => {
    expect(englishPages['order.cashOnDelivery']).toBe(PAYMENT_METHOD);
    expect(englishPages['order.processingTime']).toBe(PROCESSING_TIME);
    expect(englishPages['order.courierTime']).toBe(COURIER_DELIVERY_TIME);
  });
});
