// The failed tests of a vitest JSON report, one line each, for the closing lines of `npm test`: the
// tail of a CI log then names the tests, not only the step.
import path from 'node:path';

function firstLine(message = '') {
  return (
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.slice(0, 400) ?? '(no message)'
  );
}

/**
 * "step › file › test name: first line of its error" for each failed test of `report`; a file that
 * failed to load (no failed test of its own, only a message) gets one line of its own.
 * @param {{ testResults: { name: string, status: string, message?: string, assertionResults: { fullName: string, status: string, failureMessages: string[] }[] }[] }} report
 * @param {string} stepName
 * @param {string} root the folder file names are given relative to
 * @returns {string[]}
 */
export function failedTestsIn(report, stepName, root) {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${stepName} › ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return tests.length === 0 && file.status === 'failed'
      ? [`${stepName} › ${where}: ${firstLine(file.message)}`]
      : tests;
  });
}
