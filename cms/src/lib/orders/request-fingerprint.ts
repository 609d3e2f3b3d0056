import crypto from 'node:crypto';
import stableStringify from 'safe-stable-stringify';

/**
 * The fingerprint stored with an Idempotency-Key: sha256 of the validated order in canonical JSON
 * (keys sorted), so the same order sent again matches whatever the key order or spacing of its body.
 */
export function requestFingerprint(validatedInput: unknown): string {
  return crypto
    .createHash('sha256')
    .update(stableStringify(validatedInput) ?? '')
    .digest('hex');
}
