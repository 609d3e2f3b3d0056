import { codedRuleOf, issueMessage } from '@shop/contracts';
import type { z } from 'zod';

/**
 * A refusal's details with the code and values of the shared rule that gave its message (docs/api.md),
 * so a client can say it in its own language; other refusals keep their details as they were.
 */
export function withRuleCode(message: string, details: unknown): unknown {
  const coded = codedRuleOf(message);
  if (!coded) return details;
  const kept = details && typeof details === 'object' && !Array.isArray(details) ? details : {};
  return { ...kept, code: coded.code, values: coded.values };
}

/** Every problem a schema found: the field's path, the message, and its rule's code and values. */
export function codedIssuesOf(error: z.ZodError) {
  return error.issues.map((issue) => {
    const message = issueMessage(issue);
    const coded = codedRuleOf(message);
    return {
      path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
      message,
      ...coded,
    };
  });
}
