import type { Core } from '@strapi/strapi';
import { requireStaff } from '../lib/staff-auth';

/** Staff-only routes: a valid, unexpired token of a user with the Staff role. */
export default async (policyContext: any, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  policyContext.state.staff = await requireStaff(strapi, policyContext.request.header.authorization);
  return true;
};
