import fs from 'node:fs';
import path from 'node:path';
import { HERO_BANNERS } from './hero-banners';

const publicDir = path.resolve(__dirname, '../../../../public');

describe('HERO_BANNERS', () => {
  it('has every width of every banner among the storefront’s public files', () => {
    const urls = HERO_BANNERS.flatMap((banner) => [
      banner.src,
      ...banner.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]),
    ]);
    expect(urls).toHaveLength(18);
    for (const url of urls) expect(fs.existsSync(path.join(publicDir, url)), url).toBe(true);
  });
});
