import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { withRuleCode } from '../lib/rule-codes';

function refusalStatus(error: unknown): number | null {
  if (error instanceof errors.ApplicationError) return 400;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** A refusal (4xx) whose message a shared rule gave carries that rule's code in `error.details`. */
export default () => async (_ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    const status = refusalStatus(error);
    if (error instanceof Error && status !== null && status >= 400 && status < 500) {
      const refusal = error as Error & { details?: unknown };
      refusal.details = withRuleCode(refusal.message, refusal.details);
    }
    throw error;
  }
};
