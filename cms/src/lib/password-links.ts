import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  PASSWORD_LINK_HOURS,
  PASSWORD_LINK_MESSAGES,
  type PasswordLinkPurpose,
  SHOP_PATHS,
} from '@shop/contracts';
import { ValidationError } from './errors';
import { STAFF_USER_UID } from './content-types';
import { STAFF_ROLE_TYPE } from './staff-auth';

/**
 * One-time links to set a staff account's password (an invite, a reset). The token is 32 random bytes;
 * the account keeps only its SHA-256 (a leaked database or backup opens no account), with its expiry and
 * the time it was used. A new link overwrites the hash, so the older link stops working.
 */

const TOKEN_BYTES = 32;

export function passwordLinkHashOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new link for the account: its hash replaces the account's last one. The raw token is only in the answer. */
export async function newPasswordLink(
  strapi: Core.Strapi,
  accountId: number,
  purpose: PasswordLinkPurpose,
  origin: string,
  now = new Date(),
): Promise<{ link: string; expiresAt: Date }> {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS[purpose] * 60 * 60_000);
  const { count } = await strapi.db.query(STAFF_USER_UID).updateMany({
    where: { id: accountId },
    data: {
      passwordLinkHash: passwordLinkHashOf(token),
      passwordLinkExpiresAt: expiresAt,
      passwordLinkUsedAt: null,
    },
  });
  if (count !== 1) throw new Error(`Staff account ${accountId} no longer exists`);
  return { link: `${origin}${SHOP_PATHS.setPassword}?token=${token}`, expiresAt };
}

interface LinkedAccount {
  id: number;
  blocked: boolean | null;
  passwordLinkExpiresAt: string | Date | null;
  passwordLinkUsedAt: string | Date | null;
  role?: { type?: string } | null;
}

/** The parts of the users-permissions user service (untyped by the plugin) that hash a password. */
interface PasswordHasher {
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}

/**
 * Sets the password of the account the token's link was sent to, once. The write is one conditional
 * UPDATE (this hash, not used yet, not expired), so two uses at the same moment cannot both win. The new
 * password's hash changes the account's session key (lib/staff-sessions.ts): every session ends at once.
 */
export async function setPasswordWithLink(
  strapi: Core.Strapi,
  token: string,
  password: string,
  now = new Date(),
): Promise<void> {
  const hash = passwordLinkHashOf(token);
  const account = (await strapi.db.query(STAFF_USER_UID).findOne({
    select: ['id', 'blocked', 'passwordLinkExpiresAt', 'passwordLinkUsedAt'],
    where: { passwordLinkHash: hash },
    populate: { role: { select: ['type'] } },
  })) as LinkedAccount | null;
  if (!account || account.blocked || account.role?.type !== STAFF_ROLE_TYPE)
    throw new ValidationError(PASSWORD_LINK_MESSAGES.notValid);
  if (account.passwordLinkUsedAt) throw new ValidationError(PASSWORD_LINK_MESSAGES.used);
  if (!account.passwordLinkExpiresAt || new Date(account.passwordLinkExpiresAt) <= now)
    throw new ValidationError(PASSWORD_LINK_MESSAGES.expired);
  const users = strapi.plugin('users-permissions').service('user') as PasswordHasher;
  const hashed = await users.ensureHashedPasswords({ password });
  const { count } = await strapi.db.query(STAFF_USER_UID).updateMany({
    where: {
      id: account.id,
      passwordLinkHash: hash,
      passwordLinkUsedAt: { $null: true },
      passwordLinkExpiresAt: { $gt: now },
    },
    data: { password: hashed.password, passwordLinkUsedAt: now },
  });
  if (count !== 1) throw new ValidationError(PASSWORD_LINK_MESSAGES.used);
}
