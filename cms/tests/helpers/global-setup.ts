import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the scripts workspace
import { startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { removeCompiledServer } from '../../../scripts/lib/compiled-server.mjs';
import { type DatabaseTemplate, makeDatabaseTemplate } from './database-template';

// Strapi's ESM build does not load under Node's resolver (directory imports): use its CommonJS build.
const { compileStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Compiles the contracts and the Strapi app once for every test file, starts PostgreSQL when
 * TEST_DATABASE=postgres, and makes the database template the test servers start on copies of.
 */
export default async function setup(project: TestProject) {
  // The compiled app requires the contracts' CommonJS build: rebuild it so it matches the sources.
  const tsc = createRequire(__filename).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [
    tsc,
    '-p',
    path.resolve(__dirname, '..', '..', '..', 'contracts', 'tsconfig.build.json'),
  ]);
  removeCompiledServer(path.resolve(__dirname, '..', '..'));
  await compileStrapi({ appDir: path.resolve(__dirname, '..', '..') });
  let cluster: { url: string; stop(): Promise<void> } | null = null;
  if (process.env.TEST_DATABASE === 'postgres') cluster = await startThrowawayPostgres();
  const made = await makeDatabaseTemplate(cluster?.url ?? null).catch(async (error) => {
    await cluster?.stop();
    throw error;
  });
  project.provide('databaseTemplate', made.template);
  return async () => {
    await made.remove();
    await cluster?.stop();
  };
}
