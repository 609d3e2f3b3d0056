import { describe, expect, it } from 'vitest';
import { orderDeletedMessage, orderDeleteQuestion } from './order-delete';

describe('deleting an order', () => {
  it('asks first, saying that the stock of an order still holding it goes back', () => {
    expect(orderDeleteQuestion({ orderNumber: '271126-ABCDE', status: 'confirmed', itemCount: 3 })).toBe(
      'Delete order #271126-ABCDE? Its 3 items go back into stock. This action cannot be undone.',
    );
    expect(orderDeleteQuestion({ orderNumber: 'N', status: 'placed', itemCount: 1 })).toContain(
      'Its 1 item goes back into stock.',
    );
    expect(orderDeleteQuestion({ orderNumber: 'N', status: 'placed', itemCount: 0 })).toContain(
      'It holds no stock.',
    );
  });

  it('says the stock stays for an order delivered, cancelled or returned', () => {
    expect(orderDeleteQuestion({ orderNumber: 'N', status: 'delivered', itemCount: 2 })).toContain(
      'It was delivered, so its stock stays as it is.',
    );
    for (const status of ['cancelled', 'returned'] as const) {
      expect(orderDeleteQuestion({ orderNumber: 'N', status, itemCount: 2 })).toContain(
        'Its stock was already put back, so the stock stays as it is.',
      );
    }
  });

  it('answers the spec’s message, with the stock put back when there was some', () => {
    expect(orderDeletedMessage('N', 0)).toBe('Order #N deleted successfully.');
    expect(orderDeletedMessage('N', 2)).toBe('Order #N deleted successfully. 2 items are back in stock.');
  });
});
