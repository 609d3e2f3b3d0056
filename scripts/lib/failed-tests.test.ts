import { expect, it } from 'vitest';
import { failedTestsIn } from './failed-tests.mjs';

it('names each failed test with its step, file and the first line of its error, and a file that did not load', () => {
  const report = {
    testResults: [
      {
        name: '/repo/cms/tests/orders.test.ts',
        status: 'failed',
        assertionResults: [
          { fullName: 'orders keep stock', status: 'passed', failureMessages: [] },
          {
            fullName: 'orders refuse a bad phone',
            status: 'failed',
            failureMessages: ['\nAssertionError: expected 201 to be 400\n    at orders.test.ts:12:5'],
          },
        ],
      },
      {
        name: '/repo/cms/tests/broken.test.ts',
        status: 'failed',
        message: "Cannot find module './gone'\nRequire stack: ...",
        assertionResults: [],
      },
      { name: '/repo/cms/tests/fine.test.ts', status: 'passed', assertionResults: [] },
    ],
  };
  expect(failedTestsIn(report, 'integration: API on SQLite', '/repo')).toEqual([
    'integration: API on SQLite › cms/tests/orders.test.ts › orders refuse a bad phone: AssertionError: expected 201 to be 400',
    "integration: API on SQLite › cms/tests/broken.test.ts: Cannot find module './gone'",
  ]);
});
