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
