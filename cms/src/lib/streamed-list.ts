import { Readable } from 'node:stream';

/**
 * `{"<key>":[...]}` written as its items arrive, batch by batch: a list of any length without holding
 * it all. A failure after the first bytes can only cut the answer short (its status is already sent),
 * which a client reads as invalid JSON, never as a shorter list.
 */
export function streamedList<T>(
  key: string,
  batches: AsyncIterable<T[]>,
  toWire: (item: T) => unknown,
): Readable {
  async function* parts() {
    yield `{${JSON.stringify(key)}:[`;
    let first = true;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield (first ? '' : ',') + batch.map((item) => JSON.stringify(toWire(item))).join(',');
      first = false;
    }
    yield ']}';
  }
  return Readable.from(parts(), { objectMode: false });
}
