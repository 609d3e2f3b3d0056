// The storefront's entry weight: the JavaScript and CSS a first visit downloads before any lazy
// route, gzip-compressed, and proof that the staff area stays out of it (Vite's build manifest).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleBudget {
  entryJsGzipKb: number;
  entryCssGzipKb: number;
  entryFiles: string[];
  staffAreaInEntry: boolean;
  staffChunks: string[];
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

export function measureBundle(distDir: string): BundleBudget {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const staticGraph = new Set<string>();
  const visit = (key: string) => {
    if (staticGraph.has(key)) return;
    staticGraph.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const chunks = [...staticGraph].map((key) => manifest[key]);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const isStaff = (key: string) => key.includes('features/admin/');
  return {
    entryJsGzipKb: js.reduce((sum, file) => sum + gzipKb(path.join(distDir, file)), 0),
    entryCssGzipKb: css.reduce((sum, file) => sum + gzipKb(path.join(distDir, file)), 0),
    entryFiles: [...js, ...css],
    staffAreaInEntry: [...staticGraph].some(isStaff),
    staffChunks: Object.keys(manifest)
      .filter(isStaff)
      .map((key) => manifest[key].file),
  };
}
