import { COMPILE_HINT, compileHints } from './compile-hints';

/** A bundle as Rollup hands it to generateBundle: an entry, what it imports, a lazy chunk, their maps. */
function bundleOf() {
  const chunk = (fileName: string, isEntry: boolean, imports: string[]) => ({
    type: 'chunk' as const,
    fileName,
    isEntry,
    imports,
    code: `console.log(${JSON.stringify(fileName)});`,
    map: {
      mappings: 'AAAA',
      toString() {
        return JSON.stringify({ version: 3, mappings: this.mappings });
      },
    },
  });
  const map = (fileName: string) => ({
    type: 'asset' as const,
    fileName: `${fileName}.map`,
    source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
  });
  return {
    'entry.js': chunk('entry.js', true, ['react.js']),
    'entry.js.map': map('entry.js'),
    'react.js': chunk('react.js', false, []),
    'lazy.js': chunk('lazy.js', false, []),
  };
}

function build() {
  const bundle = bundleOf();
  const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it('opens the entry and its static imports with the hint, and leaves lazy chunks alone', () => {
    const bundle = build();
    expect(bundle['entry.js'].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(bundle['react.js'].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(bundle['lazy.js'].code).toBe('console.log("lazy.js");');
  });

  it('moves the source maps down the line the hint takes, so stack traces point at the right source', () => {
    const bundle = build();
    expect(bundle['entry.js'].map.mappings).toBe(';AAAA');
    expect(JSON.parse(bundle['entry.js.map'].source).mappings).toBe(';AAAA');
    expect(bundle['lazy.js'].map.mappings).toBe('AAAA');
  });
});
