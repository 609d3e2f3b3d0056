import { orderSchema } from '@shop/contracts';
import { orderFixture } from '../testing/admin-fixtures';
import { correctionOf, draftOf } from './order-draft';

const order = orderSchema.parse(orderFixture({ updatedAt: '2025-03-05T15:00:00.000Z' }));

describe('the Edit order draft', () => {
  it('sends only the updatedAt when nothing was changed', () => {
    expect(correctionOf(order, draftOf(order))).toEqual({ updatedAt: '2025-03-05T15:00:00.000Z' });
  });

  it('sends the customer fields that changed, and not the others', () => {
    const draft = draftOf(order);
    draft.customer.address = '7 Canal Road';
    draft.customer.name = ' Ayesha Khan ';
    expect(correctionOf(order, draft)).toEqual({
      updatedAt: '2025-03-05T15:00:00.000Z',
      customer: { address: '7 Canal Road' },
    });
  });

  it('sends the whole list of lines, without prices, when a quantity changed or a line went', () => {
    const draft = draftOf(order);
    draft.lines[1].quantity = '3';
    expect(correctionOf(order, draft).items).toEqual([
      {
        id: 't1',
        size: 'A3',
        frame: 'Golden',
        quantity: 1,
        customFields: {
          'Your Name': 'Ayesha',
          Photo: 'https://res.cloudinary.com/demo/image/upload/v1/ayesha',
        },
      },
      { id: 'p1', size: 'A4', frame: null, quantity: 3 },
    ]);
    draft.lines.splice(0, 1);
    expect(correctionOf(order, draft).items).toEqual([{ id: 'p1', size: 'A4', frame: null, quantity: 3 }]);
  });

  it('keeps a personalised line’s photo crops when another line changes', () => {
    const photoCrops = { Photo: { x: 0.1, y: 0.1, width: 0.5, height: 0.6, rotation: 180 as const } };
    const cropped = orderSchema.parse({
      ...orderFixture({ updatedAt: '2025-03-05T15:00:00.000Z' }),
      items: order.items.map((item, index) => (index === 0 ? { ...item, photoCrops } : item)),
    });
    const draft = draftOf(cropped);
    draft.lines[1].quantity = '3';
    expect(correctionOf(cropped, draft).items?.[0]).toMatchObject({ id: 't1', photoCrops });
  });

  it('keeps the scripts a shopper chose for a personalised line when another line changes', () => {
    const fieldScripts = { Name: 'urdu' as const };
    const written = orderSchema.parse({
      ...orderFixture({ updatedAt: '2025-03-05T15:00:00.000Z' }),
      items: order.items.map((item, index) => (index === 0 ? { ...item, fieldScripts } : item)),
    });
    const draft = draftOf(written);
    draft.lines[1].quantity = '3';
    expect(correctionOf(written, draft).items?.[0]).toMatchObject({ id: 't1', fieldScripts });
  });

  it('sends an emptied quantity as no number, for the schema to refuse', () => {
    const draft = draftOf(order);
    draft.lines[0].quantity = '';
    expect(correctionOf(order, draft).items?.[0].quantity).toBeNaN();
  });
});
