import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that opens with this comment is compiled whole while it
 * downloads, on a background thread, instead of each function on the main thread at its first call after
 * a quick pre-parse. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens the entry and the chunks it imports statically with the compile hint: a first visit runs most of
 * their code (React's renderer, the router, the app's frame) before the page can answer a tap. Lazy route
 * chunks and shared libraries of which a page calls little (zod's core) stay compiled on demand.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own post-build step, which opens the entry with its preload map.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
        const hinted = new Set(
          entries.flatMap((entry) => (entry.type === 'chunk' ? [entry.fileName, ...entry.imports] : [])),
        );
        for (const fileName of hinted) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The code moved down a line: so do its source map's mappings (one `;` per generated line).
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${fileName}.map`];
          if (mapFile?.type === 'asset' && chunk.map) mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}
