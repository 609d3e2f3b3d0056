import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { publicOrigin } from './public-url';
import { UPLOAD_FILE_UID } from '../content-types';

/** Longest a stored picture may take to arrive from the storage (Cloudinary). */
const FETCH_TIMEOUT_MS = 20_000;

/**
 * The bytes of a picture the shop stored through its upload plugin, by the address the shop answered
 * for it (a local upload's `/uploads/…` path or its absolute URL, or Cloudinary's URL); null for an
 * address that is not one of the shop's uploads, so no other address is ever read or fetched.
 */
export async function storedImageBytes(strapi: Core.Strapi, address: string): Promise<Buffer | null> {
  const origin = publicOrigin(strapi);
  const stored = address.startsWith(`${origin}/`) ? address.slice(origin.length) : address;
  const file = await strapi.db
    .query(UPLOAD_FILE_UID)
    .findOne({ where: { url: stored }, select: ['url', 'provider'] });
  if (!file) return null;
  if (file.provider === 'local') {
    const publicDir = path.resolve(strapi.dirs.static.public);
    const onDisk = path.resolve(publicDir, `.${file.url}`);
    if (!onDisk.startsWith(`${publicDir}${path.sep}`)) return null;
    return fs.readFile(onDisk);
  }
  const res = await fetch(file.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`The stored picture ${file.url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
