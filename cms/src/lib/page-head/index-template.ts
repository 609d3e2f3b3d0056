import fs from 'node:fs';
import { EMBEDDED_ANSWER_ID, EMBEDDED_SHOP_SETTINGS_ID } from '@shop/contracts';
import type { EmbeddedBody } from './embedded-answers';
import { escapeHtml, jsonForScript, jsonTextForScript } from './escape';

interface Template {
  mtimeMs: number;
  before: string;
  after: string;
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
  const template = { mtimeMs, before: html.slice(0, at).replace(/\s+$/, ''), after: html.slice(at) };
  loaded = { file, template };
  return template;
}

/** When index.html was last built: part of every cached page's version. */
export function templateStamp(file: string): string {
  return String(fs.statSync(file).mtimeMs);
}

/** The page's API answer as JSON for a script element: its key and the answer's own bytes. */
function answerScript(answer: EmbeddedBody): string {
  const json = `{"key":${JSON.stringify(answer.key)},"answer":${answer.body.identity.toString('utf8')}}`;
  return `\n    <script id="${escapeHtml(EMBEDDED_ANSWER_ID)}" type="application/json">${jsonTextForScript(json)}</script>`;
}

/**
 * index.html with the page's head tags, the shop settings the storefront shows at first paint and,
 * when the page has one, the API answer its first screen shows (a product, the newest products).
 */
export function fillIndexHtml(
  file: string,
  stamp: string,
  headTags: string,
  settings: unknown,
  answer?: EmbeddedBody | null,
): string {
  const template = templateOf(file, Number(stamp));
  const embedded = `<script id="${escapeHtml(EMBEDDED_SHOP_SETTINGS_ID)}" type="application/json">${jsonForScript(settings)}</script>`;
  const data = answer ? answerScript(answer) : '';
  return `${template.before}\n    ${headTags}\n    ${embedded}${data}\n  ${template.after}`;
}
