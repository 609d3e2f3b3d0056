import fs from 'node:fs';
import path from 'node:path';

/** The cms folder, whether this runs from config/ (source) or dist/config/ (compiled). */
export function cmsDir(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
