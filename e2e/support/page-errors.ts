import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const ASSETS = path.join(REPO, 'storefront', 'dist', 'assets');

/** The storefront's source maps (the build writes them beside its files, unreferenced), read once each. */
const sourceMaps = new Map<string, TraceMap | null>();

function sourceMapOf(file: string): TraceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = path.join(ASSETS, `${file}.map`);
    sourceMaps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  return sourceMaps.get(file) ?? null;
}

/** A position in one of the served storefront's scripts, as a stack frame names it. */
const ASSET_POSITION = /https?:\/\/[^/\s]+\/assets\/([^/:\s)]+\.js):(\d+):(\d+)/g;

/**
 * The stack with each position in a built script replaced by its place in the sources (file, line and
 * column, and the original name where the map has one), so a minified frame reads as the code it ran.
 */
export function withSourcePositions(stack: string): string {
  return stack.replace(ASSET_POSITION, (position, file: string, line: string, column: string) => {
    const map = sourceMapOf(file);
    if (!map) return position;
    const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
    if (!original.source || original.line === null) return position;
    const source = path.relative(REPO, path.resolve(ASSETS, original.source));
    const name = original.name ? ` [${original.name}]` : '';
    return `${source}:${original.line}:${original.column + 1}${name}`;
  });
}

/** React's production errors name a code only; the message for it is on react.dev. */
function reactErrorLink(message: string): string | null {
  const code = /Minified React error #(\d+)/.exec(message)?.[1];
  return code ? `React's message for #${code}: https://react.dev/errors/${code}` : null;
}

/**
 * A page error as a test failure names it: what was thrown, on which page and how far into the journey,
 * and the stack (the component stack too, which the storefront appends to what it reports) in the
 * sources' own positions.
 */
export function describePageError(error: Error, pageUrl: string, secondsIn: number): string {
  return [
    error.message,
    reactErrorLink(error.message),
    `  on ${pageUrl}, ${secondsIn.toFixed(1)} s into the journey`,
    withSourcePositions(error.stack ?? '(no stack)'),
  ]
    .filter((line) => line !== null)
    .join('\n');
}
