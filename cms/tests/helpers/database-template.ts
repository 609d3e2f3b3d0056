import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
// @ts-expect-error plain ESM helper shared with the e2e suite
import { startServerProcess } from '../../../scripts/lib/server-process.mjs';
import { CMS_DIR, STRAPI_BIN, serverEnvironment } from './test-environment';

/** A database the compiled app has started on once, less the accounts: its tables, roles and settings. */
export type DatabaseTemplate = (
  | { client: 'sqlite'; file: string }
  | { client: 'postgres'; clusterUrl: string; name: string }
) & {
  /** The files its first start uploaded (the default banners' pictures), which its rows name. */
  uploadsDir: string;
};

/**
 * The accounts a first start makes (the panel's owner, the staff account): removed from the template so
 * each test server's own start makes them from its own settings, as on an empty database.
 */
const ACCOUNT_TABLES = ['admin_users_roles_lnk', 'admin_users', 'up_users_role_lnk', 'up_users'];

/** Runs `work` on a connection to one PostgreSQL database (`<cluster>/postgres` for the cluster's own work). */
async function onDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the compiled app once on a new database and stops it, so every test server can start on a
 * copy: Strapi's schema sync on an empty database is about half of a test server's start (~2 s).
 * Each server still runs the whole bootstrap on its copy (accounts, settings, indexes).
 */
export async function makeDatabaseTemplate(
  clusterUrl: string | null,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
  const uploadsDir = path.join(dir, 'public', 'uploads');
  const template: DatabaseTemplate = clusterUrl
    ? {
        client: 'postgres',
        clusterUrl,
        name: `shop_template_${crypto.randomBytes(4).toString('hex')}`,
        uploadsDir,
      }
    : { client: 'sqlite', file: path.join(dir, 'template.db'), uploadsDir };
  if (template.client === 'postgres')
    await onDatabase(`${template.clusterUrl}/postgres`, (client) =>
      client.query(`CREATE DATABASE ${template.name}`),
    );
  const server = await startServerProcess({
    command: STRAPI_BIN,
    args: ['start'],
    cwd: CMS_DIR,
    env: {
      ...serverEnvironment(dir),
      STAFF_EMAIL: '',
      STAFF_PASSWORD: '',
      // The generated panel owner's credentials stay with the template, not in cms/.tmp.
      PANEL_ADMIN_CREDENTIALS_FILE: path.join(dir, 'panel-owner.txt'),
      ...(template.client === 'postgres'
        ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: `${template.clusterUrl}/${template.name}` }
        : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: template.file }),
    },
    logFile: path.join(dir, 'template.log'),
  });
  await server.stop();
  if (template.client === 'postgres') {
    await onDatabase(`${template.clusterUrl}/${template.name}`, async (client) => {
      for (const table of ACCOUNT_TABLES) await client.query(`DELETE FROM ${table}`);
    });
  } else {
    const db = new Database(template.file);
    for (const table of ACCOUNT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    db.close();
  }
  return {
    template,
    async remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The database settings of a new copy of the template, for one test server (or one fleet). */
export async function databaseFromTemplate(
  template: DatabaseTemplate,
  tmp: string,
): Promise<Record<string, string>> {
  if (fs.existsSync(template.uploadsDir))
    fs.cpSync(template.uploadsDir, path.join(tmp, 'public', 'uploads'), { recursive: true });
  if (template.client === 'postgres') {
    const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
    await onDatabase(`${template.clusterUrl}/postgres`, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`),
    );
    return { DATABASE_CLIENT: 'postgres', DATABASE_URL: `${template.clusterUrl}/${name}` };
  }
  const file = path.join(tmp, 'shop.db');
  // A cleanly stopped SQLite leaves no write-ahead log; copy one if a stop left it.
  for (const suffix of ['', '-wal'])
    if (fs.existsSync(template.file + suffix)) fs.copyFileSync(template.file + suffix, file + suffix);
  return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file };
}
