import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape';

/** One chunk of Vite's build manifest (`.vite/manifest.json` beside index.html). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

let loaded: { file: string; mtimeMs: number; manifest: Manifest } | null = null;

function manifestBeside(indexFile: string): Manifest | null {
  const file = path.join(path.dirname(indexFile), '.vite', 'manifest.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
      loaded = { file, mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) };
    }
    return loaded.manifest;
  } catch {
    // A build without a manifest (or none yet): the page still works, its route's files come later.
    return null;
  }
}

/** A chunk and every chunk it imports, by manifest key. */
function closure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * What an Urdu page needs before its first render, by manifest key: its two message catalogues, the
 * typeface's CSS and the Naskh font it names (storefront/src/lib/i18n/shop-i18n.ts). Found only once
 * the entry ran, they would cost a round trip more before the first paint; the font, arriving after the
 * first paint, would move the text it redraws.
 */
export const URDU_STARTUP_SOURCES = [
  'src/locales/ur.json?lingui',
  'src/locales/pages/ur.json?lingui',
  'src/lib/i18n/urdu-typeface.css',
  'src/lib/i18n/fonts/noto-naskh-urdu-400.woff2',
];

/** The preload link of one built file: a module, a style sheet or a font. */
function preloadTag(file: string, priority: 'low' | 'auto'): string {
  const href = escapeHtml(`/${file}`);
  const fetchPriority = priority === 'low' ? ' fetchpriority="low"' : '';
  if (file.endsWith('.css'))
    return `<link rel="preload" as="style" crossorigin href="${href}"${fetchPriority} />`;
  if (file.endsWith('.woff2'))
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}"${fetchPriority} />`;
  return `<link rel="modulepreload" crossorigin href="${href}"${fetchPriority} />`;
}

/**
 * Preload links for the files a page needs beyond its entry's, by their manifest keys: a lazy route's
 * module by its source path (e.g. `src/features/product-detail/product-page.tsx`), at low priority (the
 * page's largest picture, preloaded at high priority, goes first), and what a language needs to start
 * (`startup`), at the browser's own priority. They download beside the entry instead of after it ran,
 * so the page renders as soon as the entry is done. Files index.html already names (`inIndex`) are left
 * out. Nothing without the build's manifest.
 */
export function routeModuleTags(
  indexFile: string,
  page: { route?: string; startup?: readonly string[] },
  inIndex: ReadonlySet<string>,
): string[] {
  const groups = [
    { keys: page.startup ?? [], priority: 'auto' as const },
    { keys: page.route ? [page.route] : [], priority: 'low' as const },
  ];
  const manifest = groups.some(({ keys }) => keys.length > 0) ? manifestBeside(indexFile) : null;
  if (!manifest) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loadedWithEntry = closure(manifest, entries);
  const tags = new Map<string, string>();
  const add = (file: string, priority: 'low' | 'auto') => {
    if (!inIndex.has(`/${file}`) && !tags.has(file)) tags.set(file, preloadTag(file, priority));
  };
  for (const { keys, priority } of groups) {
    const chunks = [...closure(manifest, keys)].filter((key) => !loadedWithEntry.has(key));
    for (const key of chunks) for (const css of manifest[key].css ?? []) add(css, priority);
    for (const key of chunks) add(manifest[key].file, priority);
  }
  return [...tags.values()];
}
