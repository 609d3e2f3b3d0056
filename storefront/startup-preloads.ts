import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * The modules the app imports dynamically as it starts and its first render waits for: the cart's
 * schema (`useCart` suspends until it is there) and the first answers' schemas. They stay out of the
 * entry (decision 0017), and their preloads in index.html fetch them beside it (decision 0028).
 */
export const STARTUP_IMPORTS = ['src/lib/cart/cart-line-schema.ts', 'src/api/answer-schemas.ts'];

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'moduleIds'> & {
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The chunks holding the given modules (absolute ids) and the chunks they import, beyond those the
 * entry loads already, in the order they are found. Throws when no chunk but the entry holds a module:
 * the list is out of date.
 */
export function chunksToPreload(chunks: readonly Chunk[], moduleIds: readonly string[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withEntry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
  );
  const picked = new Map<string, Chunk>();
  const pick = (chunk: Chunk) => {
    if (withEntry.has(chunk.fileName) || picked.has(chunk.fileName)) return;
    picked.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) pick(imported);
    }
  };
  for (const id of moduleIds) {
    const holder = chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds.includes(id));
    if (!holder) throw new Error(`No lazy chunk holds ${id}: is it still imported dynamically?`);
    pick(holder);
  }
  return [...picked.values()];
}

/** The chunks' styles and modules as preload links, for the head. */
export function preloadTags(chunks: readonly Chunk[]): HtmlTagDescriptor[] {
  const styles = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return [
    ...styles.map((file) => ({ rel: 'preload', as: 'style', href: `/${file}` })),
    ...chunks.map((chunk) => ({ rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` })),
  ].map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' }));
}

/** Adds to index.html the preloads of the modules (source paths) the app imports as it starts. */
export function startupPreloads(sources: readonly string[]): Plugin {
  let root = process.cwd();
  return {
    name: 'shop:startup-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const ids = sources.map((source) => path.resolve(root, source));
        return preloadTags(chunksToPreload(chunks, ids));
      },
    },
  };
}
