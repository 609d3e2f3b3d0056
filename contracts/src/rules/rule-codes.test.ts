import { describe, expect, it } from 'vitest';
import { customerSchema } from '../schemas/order';
import { orderTrackingQuerySchema } from '../schemas/order-lifecycle';
import { firstIssueMessage } from '../schemas/text';
import { DISCOUNT_CODE_MESSAGES } from './discount';
import { requiredFieldsMessage } from './messages';
import { tooManyUnitsMessage, tooManyWaitingOrdersMessage } from './order-limits';
import { minimumOrderMessage } from './order-totals';
import { printQuality } from './print-resolution';
import { codedRuleOf, NUMERIC_VALUES } from './rule-codes';
import { placeholdersOfRule, RULE_CODES, ruleText } from './rule-texts';
import { cartAtStockMessage, cartPartlyAddedMessage, cartStockFellMessage, stockShortMessage } from './stock';

/** A value for a placeholder, numeric where the rule counts: the kind of value each message carries. */
const sampleOf = (name: string) => (NUMERIC_VALUES.has(name) ? '20' : `«${name} value»`);

describe('rule codes', () => {
  it('read every rule’s message back as its own code and values', () => {
    for (const code of RULE_CODES) {
      const values = Object.fromEntries(placeholdersOfRule(code).map((name) => [name, sampleOf(name)]));
      expect({ code, ...codedRuleOf(ruleText(code, values)) }).toEqual({ code, values });
    }
  });

  it('tell a text’s length limit from a number’s', () => {
    expect(codedRuleOf('Name must be at most 100 characters')).toEqual({
      code: 'text.tooLong',
      values: { label: 'Name', max: '100' },
    });
    expect(codedRuleOf('Quantity must be at most 50')).toEqual({
      code: 'number.tooLarge',
      values: { label: 'Quantity', max: '50' },
    });
  });

  it('code the messages the schemas and rules give, with their values', () => {
    const blank = customerSchema.safeParse({
      name: '',
      email: 'a@b.pk',
      phone: '1',
      address: 'x',
      city: 'y',
      country: 'z',
    });
    expect(codedRuleOf(blank.error ? firstIssueMessage(blank.error) : '')).toEqual({
      code: 'checkout.blank',
      values: {},
    });
    expect(codedRuleOf(requiredFieldsMessage(['Name', 'Font']))).toEqual({
      code: 'shop.requiredFields',
      values: { names: 'Name, Font' },
    });
    expect(codedRuleOf(tooManyUnitsMessage('Ayat "Kursi"', 5))).toEqual({
      code: 'limit.tooManyUnits',
      values: { limit: '5', name: 'Ayat "Kursi"' },
    });
    expect(codedRuleOf(tooManyWaitingOrdersMessage(1))?.code).toBe('limit.waitingOrdersOne');
    expect(codedRuleOf(DISCOUNT_CODE_MESSAGES.belowMinimum('EID', 2000))).toEqual({
      code: 'discount.belowMinimum',
      values: { code: 'EID', minimum: 'Rs. 2,000' },
    });
  });

  it('code the stock, minimum-order, photo-resolution and tracking messages a shopper sees', () => {
    const codeOf = (message: string) => codedRuleOf(message)?.code;
    expect(codedRuleOf(cartStockFellMessage('Moon', 2))).toEqual({
      code: 'stock.loweredInCart',
      values: { stock: '2', name: 'Moon' },
    });
    expect(codeOf(cartStockFellMessage('Moon', 0))).toBe('stock.goneFromCart');
    expect(codeOf(cartAtStockMessage('Moon', 3))).toBe('stock.cartHasAll');
    expect(codeOf(cartPartlyAddedMessage('Moon', 1))).toBe('stock.partlyAdded');
    expect(codeOf(stockShortMessage('Moon', 1))).toBe('stock.short');
    expect(codeOf(stockShortMessage('Moon', 0))).toBe('stock.out');
    expect(codedRuleOf(minimumOrderMessage(1500))).toEqual({
      code: 'order.minimum',
      values: { minimum: 'Rs. 1,500' },
    });
    const photo = { width: 800, height: 1100 };
    expect(codedRuleOf(printQuality(photo, 'A4', ['A6', 'A4'])?.message ?? '')).toEqual({
      code: 'print.tooSmallSharpAt',
      values: { size: 'A4', dpi: '94', needed: '100', sharpSize: 'A6' },
    });
    expect(codeOf(printQuality(photo, 'A4')?.message ?? '')).toBe('print.tooSmall');
    expect(codeOf(printQuality({ width: 1000, height: 1300 }, 'A4', ['A6', 'A4'])?.message ?? '')).toBe(
      'print.softSharpAt',
    );
    expect(codeOf(printQuality({ width: 1000, height: 1300 }, 'A4')?.message ?? '')).toBe('print.soft');
    const lookUp = orderTrackingQuerySchema.safeParse({ number: ' ', phone: 'x'.repeat(41) });
    expect(lookUp.error?.issues.map((issue) => codeOf(issue.message))).toEqual([
      'tracking.enterNumber',
      'tracking.phoneTooLong',
    ]);
  });

  it('leave a message no rule gives uncoded', () => {
    expect(codedRuleOf('Order not found')).toBeNull();
  });

  it('keep the English exactly', () => {
    expect(ruleText('text.tooLong', { label: 'Name', max: 100 })).toBe('Name must be at most 100 characters');
    expect(tooManyWaitingOrdersMessage(3)).toBe(
      'This phone number already has 3 orders waiting for our confirmation call. Please wait for our call, or contact us to order more.',
    );
  });
});
