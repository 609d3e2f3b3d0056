// Each revision of the comparison in its own temporary git worktree, installed and built by its own
// scripts. node_modules is shared with this checkout when the two package-lock.json are the same (a
// folder of links: every package links to this checkout's, but @shop/* to the revision's own
// workspaces, so the revision's cms runs with its own contracts); otherwise `npm ci --prefer-offline`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../lib/run.mjs';
import { UsageError } from './compare-options.js';
import type { Revision } from './compare-report.js';

export interface Checkout extends Revision {
  /** The worktree's root. */
  dir: string;
  /** Removes the worktree and its folder (safe to call twice). */
  remove(): void;
}

const git = (repo: string, args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The revision's abbreviated commit and subject; a clear message when git does not know it. */
export function resolveRevision(repo: string, rev: string): Revision {
  let commit: string;
  try {
    commit = git(repo, ['rev-parse', '--short=7', '--verify', `${rev}^{commit}`]);
  } catch {
    throw new UsageError(`git does not know the revision "${rev}"`);
  }
  return { rev, commit, subject: git(repo, ['log', '-1', '--format=%s', commit]) };
}

/** Whether the two revisions hold the same server code (cms/ and the contracts it imports). */
export function sameServerCode(repo: string, before: string, after: string): boolean {
  try {
    execFileSync('git', ['diff', '--quiet', before, after, '--', 'cms', 'contracts'], { cwd: repo });
    return true;
  } catch {
    return false;
  }
}

/** The workspaces' folders, from the root package.json of `dir`. */
function workspacesOf(dir: string): string[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).workspaces ?? [];
}

/** node_modules of `dir` as links into `repo`'s, but for the workspace links, kept pointing inside `dir`. */
export function linkNodeModules(repo: string, dir: string): void {
  const from = path.join(repo, 'node_modules');
  const to = path.join(dir, 'node_modules');
  fs.mkdirSync(to);
  for (const entry of fs.readdirSync(from)) {
    if (entry === '@shop') {
      // npm's workspace links are relative (../../cms), so copied as they are they point at the revision's.
      fs.mkdirSync(path.join(to, entry));
      for (const workspace of fs.readdirSync(path.join(from, entry))) {
        const target = fs.readlinkSync(path.join(from, entry, workspace));
        fs.symlinkSync(target, path.join(to, entry, workspace));
      }
    } else {
      fs.symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  }
  for (const workspace of workspacesOf(dir)) {
    const own = path.join(repo, workspace, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(dir, workspace))) {
      fs.symlinkSync(own, path.join(dir, workspace, 'node_modules'));
    }
  }
}

/** Like runOrExit, but throws: the caller still has worktrees to remove. */
async function runOrFail(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code}) in ${options.cwd}`);
}

export async function checkOutRevision(
  repo: string,
  revision: Revision,
  log: (line: string) => void,
): Promise<Checkout> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `shop-compare-${revision.commit}-`));
  const dir = path.join(parent, 'checkout');
  let removed = false;
  const checkout: Checkout = {
    ...revision,
    dir,
    remove() {
      if (removed) return;
      removed = true;
      try {
        git(repo, ['worktree', 'remove', '--force', dir]);
      } catch {
        git(repo, ['worktree', 'prune']);
      }
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
  git(repo, ['worktree', 'add', '--detach', dir, revision.commit]);
  try {
    const lock = (root: string) => fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock(repo)) {
      log(`${revision.commit}: package-lock.json as this checkout's, its node_modules linked`);
      linkNodeModules(repo, dir);
    } else {
      log(`${revision.commit}: package-lock.json differs, npm ci…`);
      await runOrFail('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir });
    }
    log(`${revision.commit}: building with its own scripts/build.mjs…`);
    await runOrFail(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return checkout;
  } catch (error) {
    checkout.remove();
    throw error;
  }
}
