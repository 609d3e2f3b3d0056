// Strapi compiles the server's TypeScript into cms/dist without emptying it first, so a module that
// was moved or renamed would leave its old compiled file behind, and Node would load that one
// (`lib/list-cache.js` before `lib/list-cache/index.js`). Emptying the compiled server first keeps a
// checkout that is updated in place working; the admin panel's build (dist/build) is kept.
import fs from 'node:fs';
import path from 'node:path';

export function removeCompiledServer(cmsDir) {
  const dist = path.join(cmsDir, 'dist');
  if (!fs.existsSync(dist)) return;
  for (const entry of fs.readdirSync(dist)) {
    if (entry !== 'build') fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
  }
}
