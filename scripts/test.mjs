// `npm test`: every check the project has, in order: lint, types, unit and component tests, API
// integration tests on SQLite and on a throwaway PostgreSQL, then the end-to-end journeys in chromium.
// Prints one closing line with the tests that passed and failed over all suites.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedTestsIn } from './lib/failed-tests.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-reports-'));
const only = process.argv[2];

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test as "step › file › name: first line of its error", repeated at the end so a log's tail names them. */
const failedTests = [];

async function step(name, command, args, options = {}) {
  if (only && !name.startsWith(only)) return;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { cwd: root, ...options, env: { ...process.env, ...options.env } });
  console.log(`${code === 0 ? '✔' : '✖'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (code !== 0) failures.push(name);
  return code;
}

/** A vitest run whose counts join the closing line. */
async function vitest(name, workspace, env = {}, config = []) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await step(
    name,
    npx,
    ['vitest', 'run', ...config, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    {
      cwd: path.join(root, workspace),
      env,
    },
  );
  if (code === undefined) return;
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    failedTests.push(...failedTestsIn(result, name, root));
  } else {
    failed += 1;
  }
}

await step('lint', npx, ['biome', 'check', '.']);
await step('types', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
await vitest('unit: contracts', 'contracts');
await vitest('unit: storefront', 'storefront');
await vitest('unit: cms (no server)', 'cms', {}, ['--config', 'vitest.unit.config.mts']);
await vitest('unit: scripts (compose file, bench report, build helpers)', 'scripts');
await vitest('integration: API on SQLite', 'cms', { TEST_DATABASE: 'sqlite' });
await vitest('integration: API on PostgreSQL', 'cms', { TEST_DATABASE: 'postgres' });
await vitest('e2e: journeys in chromium', 'e2e');

fs.rmSync(reports, { recursive: true, force: true });
if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
