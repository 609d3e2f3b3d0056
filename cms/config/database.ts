import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './app-dir';
import type { Core } from '@strapi/strapi';
import { keepPreparedStatements, type PreparingConnection } from '../src/lib/setup/kept-statements';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60_000,
      },
    };
  }
  const filename = path.resolve(cmsDir(), env('DATABASE_FILENAME', '.tmp/data.db'));
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        afterCreate: (connection: PreparingConnection, done: (error: Error | null, c: unknown) => void) =>
          done(null, keepPreparedStatements(connection)),
      },
    },
  };
};
