import { describe, expect, it } from 'vitest';
import {
  contactForMoreMessage,
  itemOverUnitLimit,
  tooManyUnitsMessage,
  tooManyWaitingOrdersMessage,
} from './order-limits';

const line = (id: string, quantity: number) => ({ id, name: `Poster ${id}`, quantity });

describe('order limits', () => {
  it('adds up the lines of one item before comparing with the limit', () => {
    expect(itemOverUnitLimit([line('a', 12), line('b', 20), line('a', 9)], 20)).toEqual({
      id: 'a',
      name: 'Poster a',
      quantity: 21,
    });
  });

  it('lets an order through that holds exactly the limit of each item', () => {
    expect(itemOverUnitLimit([line('a', 12), line('a', 8), line('b', 20)], 20)).toBeNull();
  });

  it('asks the shopper to contact the shop for more, naming the limit', () => {
    expect(contactForMoreMessage(20)).toBe('For more than 20 of one item, please contact us.');
    expect(tooManyUnitsMessage('Sunset', 20)).toBe(
      'One order can hold at most 20 of "Sunset", counting every size and frame. For more than 20 of one item, please contact us.',
    );
  });

  it('tells a phone with too many waiting orders to wait for the call or contact the shop', () => {
    expect(tooManyWaitingOrdersMessage(3)).toBe(
      'This phone number already has 3 orders waiting for our confirmation call. Please wait for our call, or contact us to order more.',
    );
    expect(tooManyWaitingOrdersMessage(1)).toContain('already has an order waiting');
  });
});
