import type { Core } from '@strapi/strapi';
import { requireOwner } from '../lib/staff-auth';
import isStaff, { type StaffPolicyContext } from './is-staff';

/** Owner-only routes: what is-staff checks, and then the account's shop role (403 for `staff`). */
export default async (
  policyContext: StaffPolicyContext,
  config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  await isStaff(policyContext, config, { strapi });
  requireOwner(policyContext.state.staff);
  return true;
};
