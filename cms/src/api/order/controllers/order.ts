import fs from 'node:fs/promises';
import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import {
  allOrdersQuerySchema,
  orderCorrectionSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderPrintQuerySchema,
  orderStatusChangeSchema,
  orderTrackingQuerySchema,
  proofAnswerSchema,
  staffOrderInputSchema,
} from '@shop/contracts';
import { clientKey } from '../../../lib/client-address';
import { isDocumentId, NotFoundError, parseInput, ValidationError } from '../../../lib/errors';
import { ORDER_UID } from '../../../lib/content-types';

function idempotencyKeyOf(ctx: Context): string | null {
  const key = ctx.get('Idempotency-Key');
  if (!key) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new ValidationError('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return key;
}

/** A printable page of orders: personal data, so never kept by a browser or a proxy. */
function sendPrintable(ctx: Context, html: string) {
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

export default factories.createCoreController(ORDER_UID, ({ strapi }) => ({
  async createOrder(ctx: Context) {
    const key = idempotencyKeyOf(ctx);
    const input = parseInput(orderInputSchema, ctx.request.body);
    const { order, replayed } = await strapi
      .service(ORDER_UID)
      .createOrder(input, key, clientKey(ctx.request.ip));
    ctx.status = replayed ? 200 : 201;
    ctx.body = order;
  },

  async takeStaffOrder(ctx: Context) {
    const key = idempotencyKeyOf(ctx);
    const input = parseInput(staffOrderInputSchema, ctx.request.body);
    const { order, replayed } = await strapi
      .service(ORDER_UID)
      .takeStaffOrder(input, key, ctx.state.staff.email);
    ctx.status = replayed ? 200 : 201;
    ctx.body = order;
  },

  async allOrders(ctx: Context) {
    const query = parseInput(allOrdersQuerySchema, { ...ctx.query });
    const answer = await strapi.service(ORDER_UID).allOrders(query);
    // Every order, unpaged, comes as a stream (Koa would call it a download): it is JSON all the same.
    if (!query.paging) ctx.type = 'application/json; charset=utf-8';
    ctx.body = answer;
  },

  async stoppedOrders(ctx: Context) {
    ctx.body = await strapi.service(ORDER_UID).stoppedOrders();
  },

  async changeStatus(ctx: Context) {
    const { id } = ctx.params;
    const change = parseInput(orderStatusChangeSchema, ctx.request.body);
    if (!isDocumentId(id)) throw new NotFoundError('Order not found');
    ctx.body = await strapi.service(ORDER_UID).changeStatus(id, change, ctx.state.staff.email);
  },

  async correctOrder(ctx: Context) {
    const { id } = ctx.params;
    const correction = parseInput(orderCorrectionSchema, ctx.request.body);
    if (!isDocumentId(id)) throw new NotFoundError('Order not found');
    ctx.body = await strapi.service(ORDER_UID).correctOrder(id, correction, ctx.state.staff.email);
  },

  async courierExport(ctx: Context) {
    const { status } = parseInput(orderListQuerySchema, { ...ctx.query });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="orders-${status ?? 'all'}.csv"`);
    ctx.body = await strapi.service(ORDER_UID).courierExport(status);
  },

  async invoice(ctx: Context) {
    const { id } = ctx.params;
    if (!isDocumentId(id)) throw new NotFoundError('Order not found');
    sendPrintable(ctx, await strapi.service(ORDER_UID).printOrders('slips', [id]));
  },

  async invoices(ctx: Context) {
    const { ids } = parseInput(orderPrintQuerySchema, { ...ctx.query });
    sendPrintable(ctx, await strapi.service(ORDER_UID).printOrders('slips', ids));
  },

  async productionSheet(ctx: Context) {
    const { ids } = parseInput(orderPrintQuerySchema, { ...ctx.query });
    sendPrintable(ctx, await strapi.service(ORDER_UID).printOrders('production-sheet', ids));
  },

  async track(ctx: Context) {
    const { number, phone } = parseInput(orderTrackingQuerySchema, { ...ctx.query });
    ctx.body = await strapi.service(ORDER_UID).track(number, phone);
  },

  async trackByToken(ctx: Context) {
    ctx.body = await strapi.service(ORDER_UID).trackByToken(ctx.params.token);
  },

  async answerProof(ctx: Context) {
    const answer = parseInput(proofAnswerSchema, ctx.request.body);
    ctx.body = await strapi.service(ORDER_UID).answerProof(ctx.params.token, answer);
  },

  async uploadProof(ctx: Context) {
    const { id, line } = ctx.params;
    if (!isDocumentId(id)) throw new NotFoundError('Order not found');
    if (!/^[1-9]\d{0,1}$/.test(line)) throw new NotFoundError(`This order has no line ${line}`);
    const file = ctx.request.files?.file;
    const upload = Array.isArray(file) ? file[0] : file;
    if (!upload?.filepath) throw new ValidationError('Please choose the proof file to upload');
    const bytes = await fs.readFile(upload.filepath);
    ctx.body = await strapi.service(ORDER_UID).uploadProof(id, Number(line) - 1, bytes);
  },

  async deleteOrder(ctx: Context) {
    ctx.body = await strapi.service(ORDER_UID).deleteOrder(ctx.params.id);
  },
}));
