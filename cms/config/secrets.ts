import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './app-dir';

/** Strapi's secrets; the bench gives its throwaway shops fresh ones by these names. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

function randomSecret(name: string): string {
  const one = () => crypto.randomBytes(24).toString('base64');
  return name === 'APP_KEYS' ? [one(), one(), one(), one()].join(',') : one();
}

/**
 * Secrets come from the environment; any missing one is generated once and kept in cms/.env
 * (git-ignored), so tokens and sessions survive restarts without a committed default.
 */
export function secret(name: (typeof SECRET_NAMES)[number]): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  const envFile = path.join(cmsDir(), '.env');
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  const line = existing.split('\n').find((l) => l.startsWith(`${name}=`));
  const value = line ? line.slice(name.length + 1).trim() : randomSecret(name);
  if (!line)
    fs.appendFileSync(envFile, `${existing && !existing.endsWith('\n') ? '\n' : ''}${name}=${value}\n`, {
      mode: 0o600,
    });
  process.env[name] = value;
  return value;
}
