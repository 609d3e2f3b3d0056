import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { shopConfig } from '../shop-config';

const GENERATED_EMAIL = 'owner@shop.local';
const CREDENTIALS_FILE_NAME = 'panel-owner.txt';

/** Where a generated owner's credentials are written: PANEL_ADMIN_CREDENTIALS_FILE, else beside the SQLite file, else cms/.tmp. */
export function panelCredentialsFile(strapi: Core.Strapi): string {
  const configured = shopConfig(strapi).panelAdmin.credentialsFile;
  if (configured) return path.resolve(configured);
  const sqliteFile =
    strapi.config.get('database.connection.client') === 'sqlite'
      ? (strapi.config.get('database.connection.connection.filename') as string | undefined)
      : undefined;
  const folder = sqliteFile ? path.dirname(sqliteFile) : path.join(strapi.dirs.app.root, '.tmp');
  return path.join(folder, CREDENTIALS_FILE_NAME);
}

/** A random password that also meets Strapi's panel rules (lower case, upper case and a digit). */
function randomPassword(): string {
  for (;;) {
    const password = crypto.randomBytes(18).toString('base64url');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** An account whose e-mail and password are both set. */
function configuredAccount(account: { email: string; password: string }) {
  return account.email && account.password ? { email: account.email, password: account.password } : null;
}

/** Writes a new file, readable and writable by this user only (never by the group or others). */
function writePrivateFile(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  fs.chmodSync(file, 0o600);
}

/**
 * The Strapi panel (/admin) never waits for a first visitor to claim it: before the server accepts
 * requests its super admin exists, from PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD (by default the staff
 * account's) or, without them, generated with a random password written to a private file.
 */
export async function ensurePanelAdmin(strapi: Core.Strapi) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const { panelAdmin, staff } = shopConfig(strapi);
  const fromEnv = configuredAccount(panelAdmin) ?? configuredAccount(staff);
  const generated = !fromEnv;
  const owner = fromEnv ?? { email: GENERATED_EMAIL, password: randomPassword() };
  // The password is written down first (a private draft beside the file, so another instance starting
  // at the same moment cannot overwrite it): an owner whose password was never stored would lock the panel.
  const file = generated ? panelCredentialsFile(strapi) : null;
  const draft = file ? `${file}.${process.pid}.${crypto.randomUUID()}` : null;
  if (draft) {
    writePrivateFile(
      draft,
      [
        'The Strapi panel (/admin) owner account, generated at the first start.',
        'Log in, change the password, then delete this file.',
        `email: ${owner.email}`,
        `password: ${owner.password}`,
        '',
      ].join('\n'),
    );
  }
  try {
    // Strapi's own first-admin path: it locks the super admin role, so two instances starting together make one owner.
    await users.createFirstAdmin({ ...owner, firstname: 'Shop', lastname: 'Owner' });
  } catch (error) {
    if (draft) fs.rmSync(draft, { force: true });
    if (await users.exists()) return;
    throw error;
  }
  if (!file || !draft) return;
  fs.renameSync(draft, file);
  strapi.log.warn(
    `The Strapi panel had no account: created ${owner.email} with a random password, written to ${file} (readable by this user only).`,
  );
}
