import { afterEach } from 'vitest';
import { settleJourneys } from './browser';

// Every journey asserts that its pages threw nothing, and a failed one leaves its trace behind.
afterEach(async ({ task }) => {
  await settleJourneys(task.name, task.result?.state === 'fail');
});
