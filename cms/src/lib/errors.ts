import { errors } from '@strapi/utils';
import createError from 'http-errors';
import { firstIssueMessage } from '@shop/contracts';
import type { z } from 'zod';

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
export function conflict(message: string) {
  return createError(409, message);
}

/** Validates a request body against a contract schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError('The request body must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(firstIssueMessage(result.error));
  return result.data;
}

/** Document ids are Strapi's 24-character lowercase alphanumerics; anything else cannot exist. */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{10,40}$/.test(value);
}
