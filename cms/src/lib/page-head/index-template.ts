import fs from 'node:fs';
import {
  EMBEDDED_ANSWER_ID,
  EMBEDDED_SHOP_SETTINGS_ID,
  RIGHT_TO_LEFT_LOCALES,
  type ShopLocale,
} from '@shop/contracts';
import type { EmbeddedBody } from './embedded-answers';
import { escapeHtml, jsonForScript, jsonTextForScript } from './escape';

interface Template {
  mtimeMs: number;
  before: string;
  after: string;
  /** The files index.html loads or preloads itself, as `/assets/...` paths. */
  files: Set<string>;
}

let loaded: { file: string; template: Template } | null = null;

/** The built index.html split where the page's head goes, without its own title and description. */
function templateOf(file: string, mtimeMs: number): Template {
  if (loaded?.file === file && loaded.template.mtimeMs === mtimeMs) return loaded.template;
  const html = fs
    .readFileSync(file, 'utf8')
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '');
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error(`${file} has no </head>`);
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  const before = html.slice(0, at).replace(/\s+$/, '');
  const template = { mtimeMs, before, after: html.slice(at), files: new Set(files) };
  loaded = { file, template };
  return template;
}

/**
 * The files index.html loads or preloads itself (its entry, the entry's imports, the modules the app
 * imports as it starts), as `/assets/...` paths: a route's preload list leaves them out.
 */
export function filesOfIndex(file: string, stamp: string): Set<string> {
  return templateOf(file, Number(stamp)).files;
}

/** When index.html was last built: part of every cached page's version. */
export function templateStamp(file: string): string {
  return String(fs.statSync(file).mtimeMs);
}

/** The page's API answers as JSON for a script element: each one's key and the answer's own bytes. */
function answersScript(answers: readonly EmbeddedBody[]): string {
  const json = `[${answers
    .map(
      (answer) => `{"key":${JSON.stringify(answer.key)},"answer":${answer.body.identity.toString('utf8')}}`,
    )
    .join(',')}]`;
  return `\n    <script id="${escapeHtml(EMBEDDED_ANSWER_ID)}" type="application/json">${jsonTextForScript(json)}</script>`;
}

/** The document's opening tag in the page's language: `<html lang="ur" dir="rtl">` on an Urdu page. */
function inLanguage(before: string, locale: ShopLocale): string {
  const direction = RIGHT_TO_LEFT_LOCALES.includes(locale) ? ' dir="rtl"' : '';
  return before.replace(/<html\b[^>]*>/i, `<html lang="${locale}"${direction}>`);
}

/**
 * index.html in the page's language, with the page's head tags, the shop settings the storefront shows at first paint and,
 * the API answers its first screen shows (the ticker's announcements, a product, the listing's first page).
 */
export function fillIndexHtml(
  file: string,
  stamp: string,
  headTags: string,
  settings: unknown,
  answers: readonly EmbeddedBody[] = [],
  locale: ShopLocale = 'en',
): string {
  const template = templateOf(file, Number(stamp));
  const embedded = `<script id="${escapeHtml(EMBEDDED_SHOP_SETTINGS_ID)}" type="application/json">${jsonForScript(settings)}</script>`;
  const data = answers.length > 0 ? answersScript(answers) : '';
  const before = locale === 'en' ? template.before : inLanguage(template.before, locale);
  return `${before}\n    ${headTags}\n    ${embedded}${data}\n  ${template.after}`;
}
