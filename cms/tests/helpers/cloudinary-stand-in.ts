import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import sharp from 'sharp';

/** One image the stand-in holds, as Cloudinary would: its public_id (folder included) and bytes. */
export interface StandInImage {
  public_id: string;
  folder: string;
  format: string;
  bytes: Buffer;
  signed: boolean;
}

export interface CloudinaryStandIn {
  /** The API host, as the SDK's `upload_prefix` takes it (http://127.0.0.1:<port>). */
  url: string;
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** CLOUDINARY_URL pointing the SDK at the stand-in (the SDK reads it when first loaded). */
  cloudinaryUrl: string;
  /** The unsigned upload endpoint a browser posts to (VITE_UPLOAD_URL). */
  unsignedUploadUrl: string;
  images: Map<string, StandInImage>;
  destroyed: string[];
  /** After `skip` more good uploads, the next `count` are answered with Cloudinary's error and `status`. */
  failUploads(failure: { skip?: number; count?: number; message?: string; status?: number }): void;
  stop(): Promise<void>;
}

interface Options {
  cloudName?: string;
  apiKey?: string;
  apiSecret?: string;
  /** Unsigned presets (name → folder) accepted without a signature, as set up in Cloudinary's console. */
  unsignedPresets?: Record<string, string>;
}

// Cloudinary signs every parameter but these (https://cloudinary.com/documentation/authentication_signatures).
const UNSIGNED_PARAMS = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);
const MAX_AGE_SECONDS = 3600;

/** The string Cloudinary signs: sorted key=value pairs joined by & (an & inside a value escaped). */
export function stringToSign(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([key, value]) => !UNSIGNED_PARAMS.has(key) && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`.replace(/&/g, '%26'))
    .join('&');
}

function signatureMatches(params: Record<string, string>, secret: string): boolean {
  const given = params.signature ?? '';
  const algorithm = given.length === 64 ? 'sha256' : 'sha1';
  const expected = crypto
    .createHash(algorithm)
    .update(stringToSign(params) + secret)
    .digest('hex');
  return (
    given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

/**
 * Reads a multipart upload as Cloudinary does, ending each part at its delimiter line. Not undici's
 * `Request.formData()`: it ends a part at the bare boundary token, and the SDK's boundaries are short
 * random [a-z0-9] strings that a signature or the image's bytes now and then contain.
 */
async function readForm(req: http.IncomingMessage) {
  const params: Record<string, string> = {};
  const files: Promise<[string, Buffer]>[] = [];
  const form = busboy({ headers: req.headers, limits: { fieldSize: 10 * 1024 * 1024 } });
  form.on('field', (name, value) => {
    params[name] = value;
  });
  form.on('file', (name, stream) => {
    files.push(buffer(stream).then((bytes) => [name, bytes]));
  });
  await pipeline(req, form);
  const file = (await Promise.all(files)).find(([name]) => name === 'file')?.[1] ?? null;
  return { params, file };
}

/**
 * A local stand-in for Cloudinary's upload API (upload, destroy, delivery), so the shop's Cloudinary
 * path runs in tests without the internet. It checks signatures as Cloudinary does and answers its shapes.
 */
export async function startCloudinaryStandIn(options: Options = {}): Promise<CloudinaryStandIn> {
  const cloudName = options.cloudName ?? 'shop-test-cloud';
  const apiKey = options.apiKey ?? '123456789012345';
  const apiSecret = options.apiSecret ?? crypto.randomBytes(12).toString('hex');
  const presets = options.unsignedPresets ?? {};
  const images = new Map<string, StandInImage>();
  const destroyed: string[] = [];
  let failures = { skip: 0, count: 0, message: '', status: 500 };
  let base = '';

  /** Checks the credentials of a request; answers Cloudinary's error and false when they do not hold. */
  function authorised(res: http.ServerResponse, params: Record<string, string>): boolean {
    if (params.api_key !== apiKey) {
      answer(res, 401, { error: { message: `Unknown API key ${params.api_key ?? ''}` } });
      return false;
    }
    if (!signatureMatches(params, apiSecret)) {
      answer(res, 401, {
        error: {
          message: `Invalid Signature ${params.signature}. String to sign - '${stringToSign(params)}'.`,
        },
      });
      return false;
    }
    const age = Date.now() / 1000 - Number(params.timestamp);
    if (!(age < MAX_AGE_SECONDS)) {
      answer(res, 400, { error: { message: 'Stale request - reported time is older than 1 hour' } });
      return false;
    }
    return true;
  }

  async function upload(res: http.ServerResponse, params: Record<string, string>, file: Buffer | null) {
    const unsigned = !params.signature;
    if (unsigned) {
      if (!params.upload_preset) {
        answer(res, 400, {
          error: { message: 'Upload preset must be specified when using unsigned upload' },
        });
        return;
      }
      if (!Object.hasOwn(presets, params.upload_preset)) {
        answer(res, 400, { error: { message: 'Upload preset not found' } });
        return;
      }
    } else if (!authorised(res, params)) return;
    if (failures.skip > 0) failures.skip -= 1;
    else if (failures.count > 0) {
      failures.count -= 1;
      answer(res, failures.status, { error: { message: failures.message } });
      return;
    }
    if (!file?.length) {
      answer(res, 400, { error: { message: 'Missing required parameter - file' } });
      return;
    }
    const meta = await sharp(file)
      .metadata()
      .catch(() => null);
    if (!meta) {
      answer(res, 400, { error: { message: 'Invalid image file' } });
      return;
    }
    const folder = unsigned ? presets[params.upload_preset] : (params.folder ?? '');
    const id = unsigned ? crypto.randomBytes(10).toString('hex') : params.public_id || crypto.randomUUID();
    const publicId = folder ? `${folder}/${id}` : id;
    const format = meta.format === 'jpeg' ? 'jpg' : String(meta.format);
    const version = Math.floor(Date.now() / 1000);
    images.set(publicId, { public_id: publicId, folder, format, bytes: file, signed: !unsigned });
    const path = `/${cloudName}/image/upload/v${version}/${publicId}.${format}`;
    answer(res, 200, {
      asset_id: crypto.randomBytes(16).toString('hex'),
      public_id: publicId,
      version,
      signature: crypto.randomBytes(20).toString('hex'),
      width: meta.width,
      height: meta.height,
      format,
      resource_type: 'image',
      created_at: new Date().toISOString(),
      tags: [],
      bytes: file.length,
      type: 'upload',
      placeholder: false,
      url: `${base}${path}`,
      secure_url: `${base}${path}`,
      folder,
      original_filename: 'file',
      ...(unsigned ? {} : { api_key: apiKey }),
    });
  }

  function destroy(res: http.ServerResponse, params: Record<string, string>) {
    if (!authorised(res, params)) return;
    const found = images.delete(params.public_id);
    if (found) destroyed.push(params.public_id);
    answer(res, 200, { result: found ? 'ok' : 'not found' });
  }

  /** Delivery: /<cloud>/image/upload[/<transformation>][/v<version>]/<public_id>.<ext>; w_<n> resizes. */
  async function deliver(res: http.ServerResponse, pathname: string) {
    const prefix = `/${cloudName}/image/upload/`;
    const parts = decodeURIComponent(pathname.slice(prefix.length)).split('/');
    const transformation = parts[0]?.includes('_') && !/^v\d+$/.test(parts[0]) ? parts.shift() : '';
    if (/^v\d+$/.test(parts[0] ?? '')) parts.shift();
    const publicId = parts.join('/').replace(/\.[a-z0-9]+$/i, '');
    const image = images.get(publicId);
    if (!image) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    const width = Number(/(?:^|,)w_(\d+)/.exec(transformation ?? '')?.[1]);
    const bytes = width
      ? await sharp(image.bytes).resize({ width, withoutEnlargement: true }).toBuffer()
      : image.bytes;
    res.writeHead(200, {
      'content-type': `image/${image.format === 'jpg' ? 'jpeg' : image.format}`,
      'content-length': bytes.length,
      'access-control-allow-origin': '*',
    });
    res.end(bytes);
  }

  const server = http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'OPTIONS') {
        res
          .writeHead(204, {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'POST, GET',
            'access-control-allow-headers': '*',
          })
          .end();
        return;
      }
      const api = new RegExp(`^/v1_1/${cloudName}/(image|auto)/(upload|destroy)$`).exec(pathname);
      if (req.method === 'POST' && api) {
        const { params, file } = await readForm(req);
        if (api[2] === 'upload') await upload(res, params, file);
        else destroy(res, params);
        return;
      }
      if (req.method === 'GET' && pathname.startsWith(`/${cloudName}/image/upload/`)) {
        await deliver(res, pathname);
        return;
      }
      answer(res, 404, { error: { message: `Unknown route ${req.method} ${pathname}` } });
    } catch (error) {
      console.warn('Cloudinary stand-in failed', error);
      answer(res, 500, { error: { message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    cloudName,
    apiKey,
    apiSecret,
    cloudinaryUrl: `cloudinary://${apiKey}:${apiSecret}@${cloudName}?upload_prefix=${encodeURIComponent(base)}`,
    unsignedUploadUrl: `${base}/v1_1/${cloudName}/image/upload`,
    images,
    destroyed,
    failUploads({ skip = 0, count = 1, message = 'Internal server error', status = 500 }) {
      failures = { skip, count, message, status };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
