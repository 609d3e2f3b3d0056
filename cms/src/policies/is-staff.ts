import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { staffOfRequest } from '../lib/staff-auth';

/** Strapi's policy context leaves Koa's `state` out of its type, though it carries it. */
export type StaffPolicyContext = Core.PolicyContext & Pick<Context, 'state'>;

/**
 * Staff-only routes: a valid, unexpired token of a user with the Staff role. A staff write's token
 * was already checked by the body reader for this request; that check's answer is reused.
 */
export default async (
  policyContext: StaffPolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const { state, request } = policyContext;
  state.staff = await staffOfRequest(strapi, state, request.header.authorization);
  return true;
};
