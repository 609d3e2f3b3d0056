import { errors } from '@strapi/utils';
import createError, { isHttpError } from 'http-errors';
import type { Context } from 'koa';
import { firstIssueMessage } from '@shop/contracts';
import type { z } from 'zod';
import { codedIssuesOf, withRuleCode } from './rule-codes';

export const { ValidationError, NotFoundError, PayloadTooLargeError, RateLimitError } = errors;

// Strapi's route wrapper turns its own UnauthorizedError and ForbiddenError into bare
// 'Unauthorized'/'Forbidden' answers; plain HTTP errors keep the message the client should show.
export function unauthorized(message: string) {
  return createError(401, message);
}

export function forbidden(message: string) {
  return createError(403, message);
}

/** 409: the request is well formed but clashes with the shop's state (stock, prices). */
export function conflict(message: string, details?: object) {
  return createError(409, message, details ? { details } : {});
}

/** 422: the request is well formed but cannot be processed as sent (a reused Idempotency-Key). */
export function unprocessable(message: string) {
  return createError(422, message);
}

/**
 * Answers a refusal (4xx) as Strapi's error middleware does, `{data, error: {status, name, message,
 * details}}`, with the message repeated at the top level for clients that read it there; anything
 * else is rethrown to that middleware.
 */
export function answerWithTopLevelMessage(ctx: Context, error: unknown): void {
  const status = error instanceof errors.ApplicationError ? applicationStatus(error) : httpStatus(error);
  if (!status || status >= 500) throw error;
  const { name, message } = error as Error;
  const details = withRuleCode(message, (error as { details?: unknown }).details ?? {});
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details }, message };
}

function applicationStatus(error: errors.ApplicationError): number | undefined {
  if (error instanceof errors.ValidationError) return 400;
  if (error instanceof RateLimitError) return 429;
  return undefined;
}

function httpStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.status : undefined;
}

const MAX_DEPTH = 20;

/** NUL characters cannot be stored (PostgreSQL refuses them in text and JSON) and mean nothing in a shop. */
function checkStrings(value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw new ValidationError('The request body is nested too deeply');
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new ValidationError('The request contains a NUL character');
  } else if (Array.isArray(value)) {
    for (const item of value) checkStrings(item, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkStrings(key, depth + 1);
      checkStrings(item, depth + 1);
    }
  }
}

/** Validates a request body against a contract schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError('The request body must be a JSON object');
  }
  checkStrings(input);
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ValidationError(firstIssueMessage(result.error), { issues: codedIssuesOf(result.error) });
  }
  return result.data;
}

/** Document ids are Strapi's 24-character lowercase alphanumerics; anything else cannot exist. */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{10,40}$/.test(value);
}
