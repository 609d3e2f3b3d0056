import type { Core } from '@strapi/strapi';
import { shopConfig } from '../shop-config';
import { STAFF_ROLE_TYPE } from '../staff-auth';
import { STAFF_ROLE_UID, STAFF_USER_UID } from '../content-types';

/** The users-permissions role that staff accounts hold. */
export async function ensureStaffRole(strapi: Core.Strapi) {
  const roles = strapi.db.query(STAFF_ROLE_UID);
  const existing = await roles.findOne({ where: { type: STAFF_ROLE_TYPE } });
  if (existing) return existing;
  return roles.create({
    data: {
      name: 'Staff',
      description: 'Shop staff: manage the catalogue, orders and messages.',
      type: STAFF_ROLE_TYPE,
    },
  });
}

/**
 * With STAFF_EMAIL and STAFF_PASSWORD set, that account exists, holds the Staff role and has that
 * password. There is no default account: without both variables nobody can log in.
 */
export async function ensureStaffAccount(strapi: Core.Strapi) {
  const { email, password } = shopConfig(strapi).staff;
  const role = await ensureStaffRole(strapi);
  if (!email || !password) {
    strapi.log.warn('STAFF_EMAIL and STAFF_PASSWORD are not both set: no staff account is ensured.');
    return;
  }
  if (password.length < 8) throw new Error('STAFF_PASSWORD must be at least 8 characters');
  const users = strapi.plugin('users-permissions').service('user');
  const existing = await strapi.db.query(STAFF_USER_UID).findOne({ where: { email } });
  if (existing) {
    // The same password at every start is no change: hashing it anew would end every staff session.
    const unchanged =
      Boolean(existing.password) && (await users.validatePassword(password, existing.password));
    const newPassword = unchanged ? {} : { password };
    await users.edit(existing.id, { ...newPassword, role: role.id, blocked: false, confirmed: true });
  } else {
    await users.add({
      username: email,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
  }
}
