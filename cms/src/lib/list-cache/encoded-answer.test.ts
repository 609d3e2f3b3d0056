import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPRESS_IN_PLACE_BELOW_BYTES,
  type EncodedBody,
  encodedAnswer,
  encodeText,
  encodingFor,
} from './encoded-answer';

// Our choices only: which encoding we prefer and what an answer carries. Parsing Accept-Encoding
// and If-None-Match is negotiator's and fresh's, tested by them.
const BODY: EncodedBody = {
  etag: '"abc"',
  identity: Buffer.from('[]'),
  gzip: Buffer.from('gzip bytes'),
  br: Buffer.from('brotli bytes'),
};

describe('encodeText', () => {
  it('gives the same text back from every encoding, small bodies (compressed in place) and large', async () => {
    const item = '{"name":"Moon Poster","price":1500},';
    for (const size of [COMPRESS_IN_PLACE_BELOW_BYTES - 1000, COMPRESS_IN_PLACE_BELOW_BYTES * 4]) {
      const text = `[${item.repeat(Math.ceil(size / item.length))}{}]`;
      const body = await encodeText(text);
      expect(body.identity.toString()).toBe(text);
      expect(zlib.gunzipSync(body.gzip).toString()).toBe(text);
      expect(zlib.brotliDecompressSync(body.br).toString()).toBe(text);
      expect(body.br.length).toBeLessThan(body.identity.length / 10);
      expect(body.etag).toMatch(/^"[\w-]{27}"$/);
    }
  });
});

describe('encodingFor', () => {
  it('sends brotli whenever the client takes it, even ranked below gzip, else gzip, else plain JSON', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip, br;q=0.1')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
  });
});

describe('encodedAnswer', () => {
  it('answers the chosen encoding with its validators', () => {
    const answer = encodedAnswer(BODY, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BODY.gzip);
    expect(answer.headers).toMatchObject({
      ETag: '"abc"',
      'Content-Encoding': 'gzip',
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'no-cache',
    });
    expect(encodedAnswer(BODY, {}).headers).not.toHaveProperty('Content-Encoding');
  });

  it('answers 304 with the validators and without a body when the client has the current answer', () => {
    const answer = encodedAnswer(BODY, { 'if-none-match': '"abc"', 'accept-encoding': 'br' });
    expect(answer).toMatchObject({ status: 304, body: null, headers: { ETag: '"abc"' } });
    expect(answer.headers).not.toHaveProperty('Content-Encoding');
    expect(encodedAnswer(BODY, { 'if-none-match': '"old"' }).status).toBe(200);
  });
});
