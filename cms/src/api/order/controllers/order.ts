import { factories } from '@strapi/strapi';
import { orderInputSchema } from '@shop/contracts';
import { isDocumentId, NotFoundError, parseInput, ValidationError } from '../../../lib/errors';
import { publicOrder } from '../services/order';

const ORDER_UID = 'api::order.order';

function idempotencyKeyOf(ctx: any): string | null {
  const key = ctx.get('Idempotency-Key');
  if (!key) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new ValidationError('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return key;
}

export default factories.createCoreController(ORDER_UID, ({ strapi }) => ({
  async createOrder(ctx: any) {
    const key = idempotencyKeyOf(ctx);
    const input = parseInput(orderInputSchema, ctx.request.body);
    const { order, replayed } = await strapi.service(ORDER_UID).createOrder(input, key);
    ctx.status = replayed ? 200 : 201;
    ctx.body = order;
  },

  async allOrders(ctx: any) {
    const orders = await strapi.documents(ORDER_UID).findMany({ sort: 'createdAt:desc', limit: 10_000 });
    ctx.body = { orders: orders.map(publicOrder) };
  },

  async deleteOrder(ctx: any) {
    const { id } = ctx.params;
    const order = isDocumentId(id) ? await strapi.documents(ORDER_UID).findOne({ documentId: id }) : null;
    if (!order) throw new NotFoundError('Order not found');
    await strapi.documents(ORDER_UID).delete({ documentId: id });
    ctx.body = { message: `Order #${order.orderNumber} deleted` };
  },
}));
