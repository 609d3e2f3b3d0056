import zlib from 'node:zlib';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { COMPRESS_IN_PLACE_BELOW_BYTES, type EncodedBody, encodeText } from './encoded-body';
import { encodedAnswer, encodingFor, headersOfKoa } from './send-answer';

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
      expect((await encodeText(`${text} `)).etag).not.toBe(body.etag);
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
  it('answers the chosen encoding with its validators, its length and the shared headers', () => {
    const answer = encodedAnswer(
      BODY,
      { 'accept-encoding': 'gzip' },
      { shared: { 'x-frame-options': 'SAMEORIGIN' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BODY.gzip);
    expect(answer.headers).toMatchObject({
      etag: '"abc"',
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
      'content-length': BODY.gzip.length,
      'cache-control': 'no-cache',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(encodedAnswer(BODY, {}).headers).not.toHaveProperty('content-encoding');
  });

  it('answers 304 without a body when the client has the current answer, and only for a 200', () => {
    const answer = encodedAnswer(BODY, { 'if-none-match': '"abc"', 'accept-encoding': 'br' });
    expect(answer).toMatchObject({ status: 304, body: null, headers: { etag: '"abc"' } });
    expect(answer.headers).not.toHaveProperty('content-encoding');
    expect(encodedAnswer(BODY, { 'if-none-match': '"old"' }).status).toBe(200);
    expect(encodedAnswer(BODY, { 'if-none-match': '"abc"' }, { status: 404 }).status).toBe(404);
  });
});

describe('headersOfKoa', () => {
  const strapiWith = (middlewares: unknown[]) =>
    ({ config: { get: () => middlewares } }) as unknown as Core.Strapi;
  const security = {
    name: 'strapi::security',
    config: { helmet: { frameguard: { action: 'sameorigin' } }, panelInDevelopment: {} },
  };

  it('are the security headers of the configured helmet, and CORS’s answer to no Origin when it is listed', () => {
    const headers = headersOfKoa(strapiWith([security, 'strapi::cors']));
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).toMatchObject({
      vary: 'Origin, Accept-Encoding',
      'access-control-allow-origin': '',
      'access-control-allow-credentials': 'true',
    });
    const noCredentials = headersOfKoa(
      strapiWith([security, { name: 'strapi::cors', config: { credentials: false } }]),
    );
    expect(noCredentials).not.toHaveProperty('access-control-allow-credentials');
    const noCors = headersOfKoa(strapiWith([security]));
    expect(noCors.vary).toBe('Accept-Encoding');
    expect(noCors).not.toHaveProperty('access-control-allow-origin');
  });
});
