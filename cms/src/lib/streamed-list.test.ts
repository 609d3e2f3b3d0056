import { describe, expect, it } from 'vitest';
import { streamedList } from './streamed-list';

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function* batchesOf<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

describe('a streamed list', () => {
  it('writes every item of every batch as one JSON object under its key', async () => {
    const text = await textOf(streamedList('orders', batchesOf([1, 2], [], [3]), (n) => ({ n })));
    expect(JSON.parse(text)).toEqual({ orders: [{ n: 1 }, { n: 2 }, { n: 3 }] });
  });

  it('writes an empty list when there is nothing', async () => {
    expect(JSON.parse(await textOf(streamedList('orders', batchesOf<number>(), String)))).toEqual({
      orders: [],
    });
  });
});
