import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { BANNER_UID, ORDER_UID, PRODUCT_UID, TEMPLATE_UID, UPLOAD_FILE_UID } from '../content-types';

export interface CloudinaryAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** The folder of the cloud the shop's images go in (CLOUDINARY_FOLDER), if any. */
  folder?: string;
}

export interface MoveReport {
  moved: number;
  alreadyMoved: number;
  missing: string[];
  productsRewritten: number;
  templatesRewritten: number;
  ordersRewritten: number;
  bannersRewritten: number;
}

interface FileRow {
  id: number;
  hash: string;
  ext: string;
  url: string;
  provider: string;
  provider_metadata: Record<string, unknown> | null;
}

type UrlMap = Map<string, string>;

/** The stored URL of every image moved (as stored and as answered under PUBLIC_URL) → its Cloudinary URL. */
function movedUrls(rows: readonly FileRow[], origin: string): UrlMap {
  const urls: UrlMap = new Map();
  for (const row of rows) {
    const localUrl = row.provider_metadata?.local_url;
    if (row.provider !== 'cloudinary' || typeof localUrl !== 'string') continue;
    urls.set(localUrl, row.url);
    urls.set(`${origin}${localUrl}`, row.url);
  }
  return urls;
}

/** A JSON value with every string that is a moved image's URL replaced; `changed` says if any was. */
function rewrite(value: unknown, urls: UrlMap): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const moved = urls.get(value);
    return moved ? { value: moved, changed: true } : { value, changed: false };
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const result = rewrite(item, urls);
      changed ||= result.changed;
      return result.value;
    });
    return { value: items, changed };
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A catalogue image moved to Cloudinary is sized by URL transformation: its local copies go.
    const movedImage = typeof record.url === 'string' && urls.has(record.url);
    let changed = movedImage && 'variants' in record;
    const entries = Object.entries(record)
      .filter(([key]) => !(movedImage && key === 'variants'))
      .map(([key, item]) => {
        const result = rewrite(item, urls);
        changed ||= result.changed;
        return [key, result.value];
      });
    return { value: Object.fromEntries(entries), changed };
  }
  return { value, changed: false };
}

async function rewriteRows(
  strapi: Core.Strapi,
  uid: UID.Schema,
  field: string,
  urls: UrlMap,
): Promise<number> {
  let rewritten = 0;
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    const rows = await strapi.db
      .query(uid)
      .findMany({ select: ['id', field], orderBy: { id: 'asc' }, offset, limit: pageSize });
    for (const row of rows) {
      const result = rewrite(row[field], urls);
      if (!result.changed) continue;
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: result.value } });
      rewritten += 1;
    }
    if (rows.length < pageSize) return rewritten;
  }
}

/**
 * Moves a shop's local uploads to Cloudinary: each file stored locally is uploaded under its own hash
 * (so a re-run overwrites rather than duplicates), its row is pointed at Cloudinary (the local URL kept
 * in provider_metadata.local_url), then every product, template, order and banner that names a moved URL is
 * rewritten. Safe to re-run: moved files are skipped and the rewrite only touches URLs still local.
 * Local files are left in place; remove public/uploads once the shop runs on Cloudinary.
 */
export async function moveUploadsToCloudinary(
  strapi: Core.Strapi,
  account: CloudinaryAccount,
  options: { publicDir: string; origin: string; log?: (line: string) => void },
): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  // The upload provider's own SDK, loaded here: it reads CLOUDINARY_URL (and its upload_prefix) when loaded.
  const fromProvider = createRequire(require.resolve('@strapi/provider-upload-cloudinary'));
  const { v2: cloudinary } = fromProvider('cloudinary') as typeof import('cloudinary');
  const report: MoveReport = {
    moved: 0,
    alreadyMoved: 0,
    missing: [],
    productsRewritten: 0,
    templatesRewritten: 0,
    ordersRewritten: 0,
    bannersRewritten: 0,
  };
  const files = strapi.db.query(UPLOAD_FILE_UID);
  const rows = (await files.findMany({ orderBy: { id: 'asc' } })) as FileRow[];
  for (const row of rows) {
    if (row.provider === 'cloudinary') {
      report.alreadyMoved += 1;
      continue;
    }
    const filePath = path.join(options.publicDir, row.url.replace(/^\/+/, ''));
    let answer: { secure_url: string; public_id: string; resource_type: string };
    try {
      answer = await cloudinary.uploader.upload(filePath, {
        public_id: row.hash,
        resource_type: 'image',
        overwrite: true,
        cloud_name: account.cloudName,
        api_key: account.apiKey,
        api_secret: account.apiSecret,
        ...(account.folder ? { folder: account.folder } : {}),
      });
    } catch (error) {
      const detail = (error as { message?: string })?.message ?? String(error);
      if (/ENOENT/.test(detail)) {
        report.missing.push(row.url);
        log(`Missing on disk, left as it is: ${row.url}`);
        continue;
      }
      throw new Error(`Uploading ${row.url} to Cloudinary failed: ${detail}`);
    }
    await files.update({
      where: { id: row.id },
      data: {
        url: answer.secure_url,
        provider: 'cloudinary',
        provider_metadata: {
          public_id: answer.public_id,
          resource_type: answer.resource_type,
          local_url: row.url,
        },
        formats: null,
      },
    });
    report.moved += 1;
    log(`Moved ${row.url} → ${answer.secure_url}`);
  }
  const urls = movedUrls((await files.findMany({ orderBy: { id: 'asc' } })) as FileRow[], options.origin);
  report.productsRewritten = await rewriteRows(strapi, PRODUCT_UID, 'productImages', urls);
  report.templatesRewritten = await rewriteRows(strapi, TEMPLATE_UID, 'templateImages', urls);
  report.ordersRewritten = await rewriteRows(strapi, ORDER_UID, 'items', urls);
  report.bannersRewritten = await rewriteRows(strapi, BANNER_UID, 'picture', urls);
  return report;
}
