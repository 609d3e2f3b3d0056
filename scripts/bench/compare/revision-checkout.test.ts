import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkNodeModules } from './revision-checkout.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A checkout with npm's layout: packages at the root, relative links to the workspaces, a workspace's own. */
function checkout(withInstall: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-checkout-'));
  folders.push(root);
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['contracts', 'cms'] }));
  fs.mkdirSync(path.join(root, 'contracts'));
  fs.mkdirSync(path.join(root, 'cms'));
  if (withInstall) {
    fs.mkdirSync(path.join(root, 'node_modules', 'zod'), { recursive: true });
    fs.mkdirSync(path.join(root, 'node_modules', '@shop'));
    fs.symlinkSync('../../contracts', path.join(root, 'node_modules', '@shop', 'contracts'));
    fs.mkdirSync(path.join(root, 'cms', 'node_modules', 'lru-cache'), { recursive: true });
  }
  return root;
}

describe('a revision’s node_modules linked to this checkout’s', () => {
  it('finds the packages in this checkout, but the workspaces in the revision', () => {
    const repo = checkout(true);
    const revision = checkout(false);
    linkNodeModules(repo, revision);
    const real = (...parts: string[]) => fs.realpathSync(path.join(revision, ...parts));
    expect(real('node_modules', 'zod')).toBe(fs.realpathSync(path.join(repo, 'node_modules', 'zod')));
    expect(real('node_modules', '@shop', 'contracts')).toBe(
      fs.realpathSync(path.join(revision, 'contracts')),
    );
    expect(real('cms', 'node_modules', 'lru-cache')).toBe(
      fs.realpathSync(path.join(repo, 'cms', 'node_modules', 'lru-cache')),
    );
    expect(fs.existsSync(path.join(revision, 'contracts', 'node_modules'))).toBe(false);
  });
});
