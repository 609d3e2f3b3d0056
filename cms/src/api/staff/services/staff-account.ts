import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { NewStaffAccount, StaffAccount, StaffAccountChange } from '@shop/contracts';
import { conflict, NotFoundError } from '../../../lib/errors';
import { STAFF_ROLE_UID, STAFF_USER_UID } from '../../../lib/content-types';
import { ensureStaffRole } from '../../../lib/setup/staff-account';
import { shopConfig } from '../../../lib/shop-config';
import { type StaffAccountRow, staffAccountAnswer } from '../../../lib/staff-accounts';
import { shopRoleOf } from '../../../lib/staff-auth';
import { endEverySession } from '../../../lib/staff-sessions';

const ACCOUNT_FIELDS = ['id', 'email', 'username', 'displayName', 'shopRole', 'blocked', 'lastLoginAt'];

const LAST_OWNER_MESSAGE = 'The shop must keep at least one enabled owner';

/** Why a change is refused before anything is written; null when it may go ahead. */
function refusalOf(
  account: StaffAccountRow,
  change: StaffAccountChange,
  actorId: number,
  envEmail: string | undefined,
): string | null {
  const demoted = change.role === 'staff' && shopRoleOf(account) === 'owner';
  if (account.id === actorId && (change.disabled === true || demoted))
    return 'You cannot disable your own account or take away your own owner role';
  const fromEnvironment = Boolean(envEmail) && account.email.toLowerCase() === envEmail?.toLowerCase();
  if (fromEnvironment && (change.disabled === true || demoted || change.password !== undefined))
    return 'This account is set by STAFF_EMAIL and STAFF_PASSWORD: it is always an enabled owner, and its password changes there';
  return null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accountsTable = () => strapi.db.query(STAFF_USER_UID);
  const users = () => strapi.plugin('users-permissions').service('user');

  async function staffRoleId(): Promise<number> {
    return (await ensureStaffRole(strapi)).id;
  }

  async function findAccount(id: number): Promise<StaffAccountRow | null> {
    return accountsTable().findOne({
      select: ACCOUNT_FIELDS,
      where: { id, role: { id: await staffRoleId() } },
    });
  }

  /**
   * Enabled owners other than `id`. On PostgreSQL the Staff role's row is locked first, so changes that
   * could take away an owner run one at a time (SQLite has one writer at a time anyway).
   */
  async function otherEnabledOwners(trx: Knex.Transaction, id: number): Promise<number> {
    const roleId = await staffRoleId();
    if (strapi.db.dialect.client === 'postgres') {
      const { tableName } = strapi.db.metadata.get(STAFF_ROLE_UID);
      await trx(tableName).where({ id: roleId }).forUpdate().first('id');
    }
    return accountsTable().count({
      where: {
        role: { id: roleId },
        shopRole: 'owner',
        id: { $ne: id },
        $or: [{ blocked: false }, { blocked: { $null: true } }],
      },
    });
  }

  return {
    async accounts(): Promise<StaffAccount[]> {
      const rows = (await accountsTable().findMany({
        select: ACCOUNT_FIELDS,
        where: { role: { id: await staffRoleId() } },
        orderBy: { email: 'asc' },
      })) as StaffAccountRow[];
      return rows.map(staffAccountAnswer);
    },

    async createAccount(input: NewStaffAccount): Promise<StaffAccount> {
      const taken = await accountsTable().findOne({ select: ['id'], where: { email: input.email } });
      if (taken) throw conflict('An account with this e-mail already exists');
      const created = await users().add({
        username: input.email,
        email: input.email,
        password: input.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: await staffRoleId(),
        shopRole: input.role,
        displayName: input.name,
      });
      return staffAccountAnswer(created);
    },

    /**
     * Changes an account. Disabling blocks it and ends its sessions; a new password ends them too (the
     * session key follows the hash). The last enabled owner can be neither disabled nor demoted: the
     * check and the write share a transaction, the other owners' rows locked on PostgreSQL.
     */
    async changeAccount(
      id: number,
      change: StaffAccountChange,
      actor: { id: number },
    ): Promise<StaffAccount> {
      const account = await findAccount(id);
      if (!account) throw new NotFoundError('Staff account not found');
      const refusal = refusalOf(account, change, actor.id, shopConfig(strapi).staff.email);
      if (refusal) throw conflict(refusal);
      await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
        const losesOwner =
          shopRoleOf(account) === 'owner' &&
          !account.blocked &&
          (change.role === 'staff' || change.disabled === true);
        if (losesOwner && (await otherEnabledOwners(trx, id)) === 0) throw conflict(LAST_OWNER_MESSAGE);
        await users().edit(id, {
          ...(change.name !== undefined && { displayName: change.name }),
          ...(change.role !== undefined && { shopRole: change.role }),
          ...(change.disabled !== undefined && { blocked: change.disabled }),
          ...(change.password !== undefined && { password: change.password }),
        });
      });
      if (change.disabled === true) await endEverySession(strapi, id);
      return staffAccountAnswer((await findAccount(id)) as StaffAccountRow);
    },
  };
};
