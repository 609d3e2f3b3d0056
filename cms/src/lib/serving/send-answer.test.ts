import zlib from 'node:zlib';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { COMPRESS_IN_PLACE_BELOW_BYTES, type EncodedBody, encodeText, JSON_TYPE } from './encoded-body';
import { answerHeaders, answerKind, encodingFor, headersOfKoa } from './send-answer';

// Our choices only: which encoding we prefer and what an answer carries. Parsing Accept-Encoding
// and If-None-Match is negotiator's and fresh's, tested by them.
const BODY: EncodedBody = {
  type: JSON_TYPE,
  etag: '"abc"',
  identity: Buffer.from('[]'),
  gzip: Buffer.from('gzip bytes'),
  br: Buffer.from('brotli bytes'),
  frontHeaders: {},
};

describe('encodeText', () => {
  it('gives the same text back from every encoding, small bodies (compressed in place) and large', async () => {
    const item = '{"name":"Moon Poster","price":1500},';
    for (const size of [COMPRESS_IN_PLACE_BELOW_BYTES - 1000, COMPRESS_IN_PLACE_BELOW_BYTES * 4]) {
      const text = `[${item.repeat(Math.ceil(size / item.length))}{}]`;
      const body = await encodeText(text, JSON_TYPE);
      expect(body.identity.toString()).toBe(text);
      expect(zlib.gunzipSync(body.gzip).toString()).toBe(text);
      expect(zlib.brotliDecompressSync(body.br).toString()).toBe(text);
      expect(body.br.length).toBeLessThan(body.identity.length / 10);
      expect(body.etag).toMatch(/^"[\w-]{27}"$/);
      expect((await encodeText(`${text} `, JSON_TYPE)).etag).not.toBe(body.etag);
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

describe('answerKind and answerHeaders', () => {
  it('answer the chosen encoding with its type, validators, length and the shared headers', () => {
    const kind = answerKind(BODY, { 'accept-encoding': 'gzip' });
    expect(kind).toBe('gzip');
    expect(answerHeaders(BODY, kind, { 'x-frame-options': 'SAMEORIGIN' })).toMatchObject({
      etag: '"abc"',
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
      'content-length': BODY.gzip.length,
      'cache-control': 'no-cache',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(answerHeaders(BODY, answerKind(BODY, {}))).not.toHaveProperty('content-encoding');
  });

  it('answer 304 without the body headers when the client has the current answer, and only for a 200', () => {
    const kind = answerKind(BODY, { 'if-none-match': '"abc"', 'accept-encoding': 'br' });
    expect(kind).toBe('not-modified');
    expect(answerHeaders(BODY, kind)).toMatchObject({ etag: '"abc"' });
    expect(answerHeaders(BODY, kind)).not.toHaveProperty('content-encoding');
    expect(answerHeaders(BODY, kind)).not.toHaveProperty('content-length');
    expect(answerKind(BODY, { 'if-none-match': '"old"' })).toBe('identity');
    expect(answerKind(BODY, { 'if-none-match': '"abc"' }, 404)).toBe('identity');
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
