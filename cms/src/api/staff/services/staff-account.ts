import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { NewStaffAccount, StaffAccount, StaffAccountChange } from '@shop/contracts';
import { PASSWORD_LINK_MESSAGES, type PasswordLinkPurpose } from '@shop/contracts';
import { conflict, NotFoundError } from '../../../lib/errors';
import { mailIsConfigured, mailSettings } from '../../../lib/orders/order-mail';
import { storeMails } from '../../../lib/mail/outbox-store';
import { wakeMailOutbox } from '../../../lib/mail/outbox-worker';
import { STAFF_PASSWORD_MAIL_KIND, type StaffPasswordMail } from '../../../lib/mail/staff-password-mail';
import { STAFF_ROLE_UID, STAFF_USER_UID } from '../../../lib/content-types';
import { ensureStaffRole } from '../../../lib/setup/staff-account';
import { shopConfig } from '../../../lib/shop-config';
import { type StaffAccountRow, staffAccountAnswer, staffNameOf } from '../../../lib/staff-accounts';
import { shopRoleOf } from '../../../lib/staff-auth';
import { endEverySession } from '../../../lib/staff-sessions';

const ACCOUNT_FIELDS = [
  'id',
  'email',
  'username',
  'displayName',
  'shopRole',
  'blocked',
  'lastLoginAt',
  'password',
];

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
  const newPassword = change.password !== undefined || change.sendPasswordLink === true;
  if (fromEnvironment && (change.disabled === true || demoted || newPassword))
    return 'This account is set by STAFF_EMAIL and STAFF_PASSWORD: it is always an enabled owner, and its password changes there';
  if (change.sendPasswordLink && (change.disabled ?? Boolean(account.blocked)))
    return PASSWORD_LINK_MESSAGES.disabled;
  return null;
}

/** The set-password e-mail of an account: an invite while it has no password, else a reset. */
function passwordMail(account: { id: number; email: string; name: string }, purpose: PasswordLinkPurpose) {
  return {
    kind: STAFF_PASSWORD_MAIL_KIND,
    to: account.email,
    facts: { accountId: account.id, name: account.name, purpose },
  } satisfies StaffPasswordMail;
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

  /** A password link is an e-mail: without an SMTP server it could never arrive. */
  function requireMail() {
    if (!mailIsConfigured(mailSettings(strapi))) throw conflict(PASSWORD_LINK_MESSAGES.mailNotSetUp);
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

    /**
     * A new account with its first password, or (an invite) without one, its set-password e-mail stored
     * in the outbox in the same transaction.
     */
    async createAccount(input: NewStaffAccount): Promise<StaffAccount> {
      const taken = await accountsTable().findOne({ select: ['id'], where: { email: input.email } });
      if (taken) throw conflict('An account with this e-mail already exists');
      if (input.sendPasswordLink) requireMail();
      const roleId = await staffRoleId();
      const created = await strapi.db.transaction(async () => {
        const account = await users().add({
          username: input.email,
          email: input.email,
          ...(input.password !== undefined && { password: input.password }),
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: roleId,
          shopRole: input.role,
          displayName: input.name,
        });
        if (input.sendPasswordLink)
          await storeMails(strapi, [
            passwordMail({ id: account.id, email: input.email, name: input.name }, 'invite'),
          ]);
        return account;
      });
      if (input.sendPasswordLink) wakeMailOutbox(strapi);
      return staffAccountAnswer({ ...created, password: input.password ?? null });
    },

    /**
     * Changes an account. Disabling blocks it, ends its sessions and kills its set-password link; a new
     * password ends the sessions too (the session key follows the hash). `sendPasswordLink` stores a
     * set-password e-mail in the outbox (an invite while the account has no password, else a reset).
     * The last enabled owner can be neither disabled nor demoted: the check and the write share a
     * transaction, the other owners' rows locked on PostgreSQL.
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
      if (change.sendPasswordLink) requireMail();
      const { sendPasswordLink, ...fields } = change;
      await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
        const losesOwner =
          shopRoleOf(account) === 'owner' &&
          !account.blocked &&
          (change.role === 'staff' || change.disabled === true);
        if (losesOwner && (await otherEnabledOwners(trx, id)) === 0) throw conflict(LAST_OWNER_MESSAGE);
        if (Object.keys(fields).length > 0)
          await users().edit(id, {
            ...(fields.name !== undefined && { displayName: fields.name }),
            ...(fields.role !== undefined && { shopRole: fields.role }),
            ...(fields.disabled !== undefined && { blocked: fields.disabled }),
            // Enabling the account again must not revive a link sent before it was disabled, and a
            // password the owner sets replaces any link still out.
            ...((fields.disabled === true || fields.password !== undefined) && { passwordLinkHash: null }),
            ...(fields.password !== undefined && { password: fields.password }),
          });
        if (sendPasswordLink) {
          const named = { id, email: account.email, name: fields.name ?? staffNameOf(account) };
          await storeMails(strapi, [passwordMail(named, account.password ? 'reset' : 'invite')]);
        }
      });
      if (sendPasswordLink) wakeMailOutbox(strapi);
      if (change.disabled === true) await endEverySession(strapi, id);
      return staffAccountAnswer((await findAccount(id)) as StaffAccountRow);
    },
  };
};
