// `npm run move-uploads-to-cloudinary -w scripts`: moves an existing shop's local uploads (public/uploads)
// to Cloudinary and rewrites the stored URLs (upload rows, product and template images, order lines).
// Run it with the shop's own environment (DATABASE_*, PUBLIC_DIR, PUBLIC_URL) plus CLOUDINARY_NAME,
// CLOUDINARY_KEY, CLOUDINARY_SECRET (and CLOUDINARY_FOLDER if the shop uses one). Safe to re-run.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function findCmsDir(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'cms', 'package.json'))) return path.join(dir, 'cms');
  }
  throw new Error('cms/ not found above the script');
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the script needs the Cloudinary account to move to`);
  return value;
}

const account = {
  cloudName: required('CLOUDINARY_NAME'),
  apiKey: required('CLOUDINARY_KEY'),
  apiSecret: required('CLOUDINARY_SECRET'),
  folder: process.env.CLOUDINARY_FOLDER || undefined,
};
const cmsDir = findCmsDir(import.meta.dirname);
const { compileStrapi, createStrapi } = require(
  require.resolve('@strapi/strapi', { paths: [cmsDir] }),
) as typeof import('@strapi/strapi');

process.chdir(cmsDir); // Strapi reads its package.json from the working directory
const strapi = await createStrapi(await compileStrapi({ appDir: cmsDir })).load();
try {
  const { moveUploadsToCloudinary } = require(
    path.join(cmsDir, 'dist', 'src', 'lib', 'images', 'move-to-cloudinary.js'),
  );
  const { publicOrigin } = require(path.join(cmsDir, 'dist', 'src', 'lib', 'images', 'public-url.js'));
  const report = await moveUploadsToCloudinary(strapi, account, {
    publicDir: strapi.dirs.static.public,
    origin: publicOrigin(strapi),
    log: (line: string) => console.log(line),
  });
  console.log(
    `Moved ${report.moved} file(s), ${report.alreadyMoved} already on Cloudinary, ${report.missing.length} missing on disk; ` +
      `rewrote ${report.productsRewritten} product(s), ${report.templatesRewritten} template(s), ${report.ordersRewritten} order(s).`,
  );
} finally {
  await strapi.destroy();
}
