import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The served storefront's build manifest (global setup builds it before the shop starts). */
function manifest(): Record<string, ManifestChunk> {
  const file = path.resolve(import.meta.dirname, '..', '..', 'storefront', 'dist', '.vite', 'manifest.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The entry's file and the files of the chunks it imports statically, as served paths. */
export function entryScripts(): string[] {
  const chunks = manifest();
  const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The storefront build has no entry');
  return [entry.file, ...(entry.imports ?? []).map((key) => chunks[key].file)].map((file) => `/${file}`);
}

/** A lazily loaded module's file, its imports' files and their styles, as served paths. */
export function lazyModuleFiles(source: string): string[] {
  const chunks = manifest();
  const withEntry = new Set(entryScripts());
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) files.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(source);
  if (files.size === 0) throw new Error(`The storefront build has no chunk for ${source}`);
  return [...files].filter((file) => !withEntry.has(file));
}
