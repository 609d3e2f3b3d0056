import type { Context } from 'koa';
import { newStaffAccountSchema, staffAccountChangeSchema } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { NotFoundError, parseInput } from '../../../lib/errors';
import { lastChanges } from '../../../lib/last-changes';

/** Account ids are the users table's positive integers; anything else cannot exist. */
function accountIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError('Staff account not found');
  return id;
}

const service = (strapi: Core.Strapi) => strapi.service('api::staff.staff-account');

/** The owner's Staff accounts screen (list, create, change) and who last changed the catalogue and settings. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async accounts(ctx: Context) {
    ctx.body = { accounts: await service(strapi).accounts() };
    ctx.set('Cache-Control', 'private, no-store');
  },

  async createAccount(ctx: Context) {
    const input = parseInput(newStaffAccountSchema, ctx.request.body);
    ctx.body = { account: await service(strapi).createAccount(input) };
    ctx.status = 201;
  },

  /** Who last changed each product, template, announcement and the settings (any staff account). */
  async lastChanges(ctx: Context) {
    ctx.body = await lastChanges(strapi);
    ctx.set('Cache-Control', 'private, no-store');
  },

  async changeAccount(ctx: Context) {
    const id = accountIdOf(ctx.params.id);
    const change = parseInput(staffAccountChangeSchema, ctx.request.body);
    ctx.body = { account: await service(strapi).changeAccount(id, change, ctx.state.staff) };
  },
});
