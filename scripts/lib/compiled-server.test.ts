import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { removeCompiledServer } from './compiled-server.mjs';

it('empties the compiled server (a moved module leaves no old file behind) and keeps the panel build', () => {
  const cms = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dist-'));
  const file = (...parts: string[]) => path.join(cms, 'dist', ...parts);
  fs.mkdirSync(file('src', 'lib', 'list-cache'), { recursive: true });
  fs.writeFileSync(file('src', 'lib', 'list-cache.js'), 'old');
  fs.writeFileSync(file('src', 'lib', 'list-cache', 'index.js'), 'new');
  fs.mkdirSync(file('config'), { recursive: true });
  fs.mkdirSync(file('build'), { recursive: true });
  fs.writeFileSync(file('build', 'index.html'), '<html>');

  removeCompiledServer(cms);

  expect(fs.readdirSync(file())).toEqual(['build']);
  expect(fs.readFileSync(file('build', 'index.html'), 'utf8')).toBe('<html>');
  fs.rmSync(cms, { recursive: true, force: true });
});

it('does nothing before the first build', () => {
  expect(() => removeCompiledServer(path.join(os.tmpdir(), 'no-such-cms'))).not.toThrow();
});
