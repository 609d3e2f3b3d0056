import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { requireOwner, staffOfRequest } from '../lib/staff-auth';

/** Strapi's policy context leaves Koa's `state` out of its type, though it carries it. */
type StaffPolicyContext = Core.PolicyContext & Pick<Context, 'state'>;

/** Owner-only routes: what is-staff checks, and then the account's shop role (403 for `staff`). */
export default async (
  policyContext: StaffPolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const { state, request } = policyContext;
  state.staff = await staffOfRequest(strapi, state, request.header.authorization);
  requireOwner(state.staff);
  return true;
};
