import type { Context } from 'koa';
import { loginInputSchema, setPasswordInputSchema, type StaffSession } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { answerWithTopLevelMessage, parseInput } from '../../../lib/errors';
import { sendEncoded } from '../../../lib/serving/send-answer';
import { shopRoleOf } from '../../../lib/staff-auth';
import { staffNameOf } from '../../../lib/staff-accounts';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    try {
      const { email, password } = parseInput(loginInputSchema, ctx.request.body);
      ctx.body = await strapi.service('api::staff.staff').login(email, password, ctx.request.ip);
    } catch (error) {
      // The spec's client shows `message` at the top level of a refused login's body.
      answerWithTopLevelMessage(ctx, error);
    }
  },

  /** Sets a staff account's password through the one-time link of its invite or reset e-mail. */
  async setPassword(ctx: Context) {
    const { token, password } = parseInput(setPasswordInputSchema, ctx.request.body);
    await strapi.service('api::staff.staff').setPassword(token, password);
    ctx.status = 204;
  },

  /** Ends the token this request carries (the staff area's Logout). */
  async logout(ctx: Context) {
    await strapi.service('api::staff.staff').logout(ctx.request.header.authorization);
    ctx.body = { message: 'You are logged out' };
  },

  /** Ends every token of this staff account, on every computer. */
  async logoutEverywhere(ctx: Context) {
    await strapi.service('api::staff.staff').logoutEverywhere(ctx.state.staff.id);
    ctx.body = { message: 'You are logged out everywhere' };
  },

  /** Whether this request's token is a live staff session (the is-staff policy answers 401 otherwise): who it is. */
  async session(ctx: Context) {
    const { staff } = ctx.state;
    ctx.body = {
      email: staff.email,
      name: staffNameOf(staff),
      role: shopRoleOf(staff),
    } satisfies StaffSession;
    ctx.set('Cache-Control', 'private, no-store');
  },

  async dashboardSummary(ctx: Context) {
    sendEncoded(ctx, await strapi.service('api::staff.staff').encodedDashboardSummary());
    // Staff data: revalidated by the ETag, never kept by a shared cache.
    ctx.set('Cache-Control', 'private, no-cache');
  },
});
