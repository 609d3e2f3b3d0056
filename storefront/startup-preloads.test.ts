import { chunksToPreload, preloadTags } from './startup-preloads';

/** A bundle's chunks: the entry and its static import, a startup chunk that imports a shared one. */
function chunks() {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
    fileName,
    moduleIds,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set<string>() },
  });
  return [
    chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js'], true),
    chunk('assets/react.js', ['/app/node_modules/react/index.js']),
    chunk('assets/answers.js', ['/app/src/api/answers.ts'], ['assets/zod.js', 'assets/react.js']),
    chunk('assets/zod.js', ['/app/node_modules/zod/index.js']),
    chunk('assets/cart.js', ['/app/src/cart/schema.ts', '/app/src/cart/line.ts'], ['assets/zod.js']),
    chunk('assets/admin.js', ['/app/src/admin/pages.tsx'], ['assets/zod.js']),
  ];
}

describe('chunksToPreload', () => {
  it('takes the chunks holding the modules and what they import, once, without what the entry loads', () => {
    const picked = chunksToPreload(chunks(), ['/app/src/api/answers.ts', '/app/src/cart/schema.ts']);
    expect(picked.map((chunk) => chunk.fileName)).toEqual([
      'assets/answers.js',
      'assets/zod.js',
      'assets/cart.js',
    ]);
  });

  it('refuses a module no lazy chunk holds, so an out-of-date list is noticed at build time', () => {
    expect(() => chunksToPreload(chunks(), ['/app/src/cart/gone.ts'])).toThrow(
      'No lazy chunk holds /app/src/cart/gone.ts',
    );
    // Imported statically now: it comes with the entry, and the list should say so.
    expect(() => chunksToPreload(chunks(), ['/app/src/main.tsx'])).toThrow('No lazy chunk holds');
  });
});

describe('preloadTags', () => {
  it("preloads each chunk's styles and then its module, in the head", () => {
    const [answers] = chunksToPreload(chunks(), ['/app/src/api/answers.ts']);
    answers.viteMetadata?.importedCss.add('assets/answers.css');
    expect(preloadTags([answers])).toEqual([
      { tag: 'link', attrs: { rel: 'preload', as: 'style', href: '/assets/answers.css' }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/answers.js' },
        injectTo: 'head',
      },
    ]);
  });
});
