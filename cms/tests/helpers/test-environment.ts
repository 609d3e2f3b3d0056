import fs from 'node:fs';
import path from 'node:path';

export const CMS_DIR = path.resolve(__dirname, '..', '..');
/** The `strapi` command that starts the compiled app (`strapi start`). */
export const STRAPI_BIN = [
  path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'),
  path.join(CMS_DIR, '..', 'node_modules', '.bin', 'strapi'),
].find((bin) => fs.existsSync(bin))!;

export const STAFF = { email: 'staff@shop.test', password: 'correct-horse-battery' };

const TEST_SECRETS = {
  APP_KEYS: 'test-key-1,test-key-2',
  API_TOKEN_SALT: 'test-api-token-salt',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'test-transfer-salt',
  JWT_SECRET: 'test-jwt-secret',
  ENCRYPTION_KEY: 'test-encryption-key',
};

/** Generous limits so functional tests never trip them; rate-limit tests pass their own. */
const RELAXED_RATE_LIMITS = {
  RATE_LIMIT_LOGIN: '1000/60',
  RATE_LIMIT_LOGIN_EMAIL: '1000/60',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000/60',
  RATE_LIMIT_ORDER: '10000/60',
  RATE_LIMIT_REVIEW: '1000/60',
  RATE_LIMIT_CONTACT: '1000/60',
  RATE_LIMIT_CUSTOM_IMAGE: '1000/60',
  RATE_LIMIT_TRACK: '1000/60',
  RATE_LIMIT_SET_PASSWORD: '1000/60',
  RATE_LIMIT_PROOF_ANSWER: '1000/60',
  RATE_LIMIT_CUSTOM_IMAGE_HOURLY: '1000/60',
  RATE_LIMIT_CUSTOM_IMAGE_PIXELS: '100000000000/60',
};

/** Owner's limits no functional test reaches (many place orders as one shopper); limit tests set their own. */
const RELAXED_ORDER_LIMITS = {
  DEFAULT_MAX_UNITS_PER_ORDER: '1000',
  DEFAULT_MAX_WAITING_ORDERS_PER_PHONE: '1000000',
};

/** A test server's settings besides its database: secrets, a staff account, relaxed limits, files under `tmp`. */
export function serverEnvironment(tmp: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SERVE_ADMIN_PANEL: 'false',
    SEED_DEMO: 'false',
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    PUBLIC_DIR: path.join(tmp, 'public'),
    STRAPI_TELEMETRY_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    ...TEST_SECRETS,
    ...RELAXED_RATE_LIMITS,
    ...RELAXED_ORDER_LIMITS,
  };
}
