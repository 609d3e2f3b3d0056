import { describe, expect, it } from 'vitest';
import { type EncodedBody, encodedAnswer, encodingFor } from './encoded-answer';

// Our choices only: which encoding we prefer and what an answer carries. Parsing Accept-Encoding
// and If-None-Match is negotiator's and fresh's, tested by them.
const BODY: EncodedBody = {
  etag: '"abc"',
  identity: Buffer.from('[]'),
  gzip: Buffer.from('gzip bytes'),
  br: Buffer.from('brotli bytes'),
};

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
