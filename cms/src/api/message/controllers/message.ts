import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { contactMessageInputSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { MESSAGE_UID } from '../../../lib/content-types';

export default factories.createCoreController(MESSAGE_UID, ({ strapi }) => ({
  async saveMessage(ctx: Context) {
    const input = parseInput(contactMessageInputSchema, ctx.request.body);
    const message = await strapi.service(MESSAGE_UID).saveMessage(input);
    ctx.status = 201;
    ctx.body = message;
  },

  async messages(ctx: Context) {
    ctx.body = await strapi.service(MESSAGE_UID).messages();
  },

  async deleteMessage(ctx: Context) {
    ctx.body = await strapi.service(MESSAGE_UID).deleteMessage(ctx.params.id);
  },
}));
