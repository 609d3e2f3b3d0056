import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..');
const configDir = path.join(root, 'cms', 'config');

/** Names read in cms/config: env('X'), env.int('X'), secret('X'), process.env.X. */
function namesReadInConfig(): Set<string> {
  const names = new Set<string>();
  for (const file of fs.readdirSync(configDir).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(configDir, file), 'utf8');
    for (const match of text.matchAll(/\b(?:env(?:\.\w+)?|secret)\(\s*'([A-Z][A-Z0-9_]*)'/g))
      names.add(match[1]);
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
  }
  return names;
}

function namesInEnvExample(): Set<string> {
  const text = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

function readmeEnvSection(): string {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Environment variables');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('environment variables', () => {
  it('are read in cms/config only, never under cms/src', () => {
    const readers = sourceFiles(path.join(root, 'cms', 'src')).filter((file) =>
      fs.readFileSync(file, 'utf8').includes('process.env'),
    );
    expect(readers.map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable cms/config reads', () => {
    const listed = namesInEnvExample();
    const missing = [...namesReadInConfig()].filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });

  it('gives each variable a one-line meaning above it', () => {
    const lines = fs.readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
    const unexplained = lines
      .map((line, i) => ({ line, above: lines[i - 1] ?? '' }))
      .filter(({ line, above }) => /^[A-Z]/.test(line) && !/^# \S/.test(above))
      .map(({ line }) => line);
    expect(unexplained).toEqual([]);
  });

  it('is the README’s table: every variable appears there', () => {
    const section = readmeEnvSection();
    const missing = [...namesInEnvExample()].filter((name) => !section.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
