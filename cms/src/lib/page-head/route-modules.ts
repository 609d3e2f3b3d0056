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
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * Preload links for the files a lazy route of the storefront needs beyond its entry's (the route's
 * module by its source path, e.g. `src/features/product-detail/product-page.tsx`): they download beside
 * the entry instead of after it ran, so the route renders as soon as the entry is done. At low
 * priority: the page's largest picture (preloaded at high priority) goes first. Files index.html
 * already names (`inIndex`) are left out. Nothing without the build's manifest.
 */
export function routeModuleTags(
  indexFile: string,
  source: string | undefined,
  inIndex: ReadonlySet<string>,
): string[] {
  const manifest = source ? manifestBeside(indexFile) : null;
  if (!manifest || !source || !manifest[source]) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loadedWithEntry = closure(manifest, entries);
  const chunks = [...closure(manifest, [source])].filter(
    (key) => !loadedWithEntry.has(key) && !inIndex.has(`/${manifest[key].file}`),
  );
  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...chunks
      .flatMap((key) => manifest[key].css ?? [])
      .filter((file) => !inIndex.has(`/${file}`))
      .map(
        (file) => `<link rel="preload" as="style" crossorigin href="${href(file)}" fetchpriority="low" />`,
      ),
    ...chunks.map(
      (key) =>
        `<link rel="modulepreload" crossorigin href="${href(manifest[key].file)}" fetchpriority="low" />`,
    ),
  ];
}
