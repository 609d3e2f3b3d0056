import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { requireStaff } from '../lib/staff-auth';

/** Staff-only routes: a valid, unexpired token of a user with the Staff role. */
/** Strapi's policy context leaves Koa's `state` out of its type, though it carries it. */
type StaffPolicyContext = Core.PolicyContext & Pick<Context, 'state'>;

export default async (
  policyContext: StaffPolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  policyContext.state.staff = await requireStaff(strapi, policyContext.request.header.authorization);
  return true;
};
