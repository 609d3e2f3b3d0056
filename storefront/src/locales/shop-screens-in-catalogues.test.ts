import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCES = path.resolve(__dirname, '..');
/** The staff area may stay English (issue 37, item 6). */
const STAFF_AREA = path.join(SOURCES, 'features', 'admin');
/** The attributes a shopper reads or hears (a screen reader says a label and an image's text). */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label']);
/** Two Latin letters in a row: English words, not a `:` or a space around a value. */
const ENGLISH = /[A-Za-z]{2,}/;

function screenFilesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    // Tests and their helpers (the `testing` folders) are no screen.
    if (entry.isDirectory())
      return file === STAFF_AREA || entry.name === 'testing' ? [] : screenFilesUnder(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$|test-utils/.test(entry.name) ? [file] : [];
  });
}

/** The words written in the code of a string or template (not the values put into it). */
function literalWords(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** Every English text a file's JSX shows as written, with its line: what would stay English on an Urdu page. */
function englishInJsx(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, words: string) =>
    found.push(
      `${path.relative(SOURCES, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${words.trim()}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && ENGLISH.test(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const words = literalWords(node.expression);
      if (words && ENGLISH.test(words)) report(node, words);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const words = value && literalWords(value);
      if (words && ENGLISH.test(words)) report(node, `${node.name.getText()}=${words}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the shopper’s screens', () => {
  it('show no English written in their markup: every text comes from a catalogue, so Urdu pages say it in Urdu', () => {
    const files = screenFilesUnder(SOURCES);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(englishInJsx)).toEqual([]);
  });
});
