import type { Knex } from 'knex';
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { STAFF_USER_UID } from './content-types';

/** The fields of a staff account that its sessions depend on (added to the user in extensions/users-permissions). */
export interface SessionAccount {
  id: number | string;
  password?: string | null;
  tokenGeneration?: number | null;
  endedTokens?: unknown;
}

/** What a staff token carries besides the account id: its own session id and the account's session key. */
export interface SessionClaims {
  sid: string;
  key: string;
}

interface EndedToken {
  sid: string;
  /** Milliseconds since the epoch, when the token would have expired anyway: then it is forgotten. */
  until: number;
}

/**
 * The account's session key: it changes with the password's hash (a new password, however it was set)
 * and with "log out everywhere", which ends every token issued before. Keyed with the JWT secret so a
 * token shows nothing of the hash.
 */
function sessionKeyOf(strapi: Core.Strapi, account: SessionAccount): string {
  const secret = String(strapi.config.get('plugin::users-permissions.jwtSecret') ?? '');
  return crypto
    .createHmac('sha256', secret)
    .update(`${account.password ?? ''}\n${account.tokenGeneration ?? 0}`)
    .digest('base64url')
    .slice(0, 22);
}

function endedTokensOf(account: SessionAccount): EndedToken[] {
  return Array.isArray(account.endedTokens) ? (account.endedTokens as EndedToken[]) : [];
}

/** The claims a new token of this account carries. */
export function newSessionClaims(strapi: Core.Strapi, account: SessionAccount): SessionClaims {
  return { sid: crypto.randomBytes(16).toString('base64url'), key: sessionKeyOf(strapi, account) };
}

/** A token's session is live when the account's key is the one it was issued with and it was not logged out. */
export function isSessionLive(
  strapi: Core.Strapi,
  account: SessionAccount,
  claims: { sid?: unknown; key?: unknown },
): boolean {
  if (typeof claims.sid !== 'string' || claims.key !== sessionKeyOf(strapi, account)) return false;
  return !endedTokensOf(account).some((ended) => ended.sid === claims.sid);
}

/**
 * Reads the account and writes what `change` makes of it in one transaction, the row locked on
 * PostgreSQL (SQLite has one writer at a time), so two logouts at once cannot write over each other.
 */
async function changeAccount(
  strapi: Core.Strapi,
  accountId: SessionAccount['id'],
  change: (account: SessionAccount) => Partial<SessionAccount>,
) {
  await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    if (strapi.db.dialect.client === 'postgres') {
      const { tableName } = strapi.db.metadata.get(STAFF_USER_UID);
      await trx(tableName).where({ id: accountId }).forUpdate().first('id');
    }
    const account = (await strapi.db
      .query(STAFF_USER_UID)
      .findOne({ where: { id: accountId } })) as SessionAccount | null;
    if (account)
      await strapi.db.query(STAFF_USER_UID).update({ where: { id: accountId }, data: change(account) });
  });
}

/** Logout: this token ends now; the list keeps it until it would have expired. */
export async function endSession(
  strapi: Core.Strapi,
  accountId: SessionAccount['id'],
  sid: string,
  until: number,
) {
  await changeAccount(strapi, accountId, (account) => {
    const now = Date.now();
    return { endedTokens: [...endedTokensOf(account).filter((ended) => ended.until > now), { sid, until }] };
  });
}

/** "Log out everywhere": every token of the account issued before now ends. */
export async function endEverySession(strapi: Core.Strapi, accountId: SessionAccount['id']) {
  await changeAccount(strapi, accountId, (account) => ({
    tokenGeneration: (account.tokenGeneration ?? 0) + 1,
    endedTokens: [],
  }));
}
