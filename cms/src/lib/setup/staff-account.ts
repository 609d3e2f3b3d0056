import type { Core } from '@strapi/strapi';
import { STAFF_PASSWORD_MIN_LENGTH } from '@shop/contracts';
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
 * Staff accounts from before shop roles had every right (one shared login): each becomes an owner.
 * Accounts made since always carry a role, so running this at every start changes nothing more.
 */
async function makeRolelessAccountsOwners(strapi: Core.Strapi, staffRoleId: number) {
  const accounts = strapi.db.query(STAFF_USER_UID);
  const roleless = (await accounts.findMany({
    select: ['id'],
    where: { role: { id: staffRoleId }, shopRole: { $null: true } },
  })) as { id: number }[];
  // An update filtered through the role relation loses its data in Strapi's query builder: filter by id.
  if (roleless.length > 0)
    await accounts.updateMany({
      where: { id: { $in: roleless.map((account) => account.id) } },
      data: { shopRole: 'owner' },
    });
}

/**
 * With STAFF_EMAIL and STAFF_PASSWORD set, that account exists, holds the Staff role, is an enabled
 * owner and has that password. There is no default account: without both variables nobody can log in.
 */
export async function ensureStaffAccount(strapi: Core.Strapi) {
  const { email, password } = shopConfig(strapi).staff;
  const role = await ensureStaffRole(strapi);
  await makeRolelessAccountsOwners(strapi, role.id);
  if (!email || !password) {
    strapi.log.warn('STAFF_EMAIL and STAFF_PASSWORD are not both set: no staff account is ensured.');
    return;
  }
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw new Error(`STAFF_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  const users = strapi.plugin('users-permissions').service('user');
  const existing = await strapi.db.query(STAFF_USER_UID).findOne({ where: { email } });
  if (existing) {
    // The same password at every start is no change: hashing it anew would end every staff session.
    const unchanged =
      Boolean(existing.password) && (await users.validatePassword(password, existing.password));
    const newPassword = unchanged ? {} : { password };
    await users.edit(existing.id, {
      ...newPassword,
      role: role.id,
      shopRole: 'owner',
      blocked: false,
      confirmed: true,
    });
  } else {
    await users.add({
      username: email,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      shopRole: 'owner',
    });
  }
}
