import { describe, expect, it } from 'vitest';
import { type EncodedBody, encodedAnswer, encodingFor } from './encoded-answer';

const BODY: EncodedBody = {
  etag: '"abc"',
  identity: Buffer.from('[]'),
  gzip: Buffer.from('gzip bytes'),
  br: Buffer.from('brotli bytes'),
};

describe('encodingFor', () => {
  it('sends brotli whenever the client takes it, else gzip, else plain JSON', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('')).toBe('identity');
  });

  it('honours q-values: a refused coding is never sent, a preferred identity wins over gzip', () => {
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('gzip;q=0.5, identity')).toBe('identity');
    expect(encodingFor('gzip;q=0.8')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('*;q=0, identity')).toBe('identity');
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

  it('answers 304 without a body when If-None-Match holds the ETag, weak or among others', () => {
    for (const ifNoneMatch of ['"abc"', 'W/"abc"', '"old", "abc"', '*']) {
      const answer = encodedAnswer(BODY, { 'if-none-match': ifNoneMatch });
      expect(answer).toMatchObject({ status: 304, body: null });
    }
  });

  it('answers the whole body for another ETag or when the client asks to skip caches', () => {
    expect(encodedAnswer(BODY, { 'if-none-match': '"old"' }).status).toBe(200);
    expect(encodedAnswer(BODY, { 'if-none-match': '"abc"', 'cache-control': 'no-cache' }).status).toBe(200);
  });
});
