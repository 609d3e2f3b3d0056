import sharp from 'sharp';
import type { CheckedImage } from '../images/image-bytes';

const PALETTE = ['#7a1f2b', '#a33a48', '#4a0f18', '#8c5a3c', '#2f4858', '#b8860b', '#556b2f', '#5b3a6e'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A poster-like demo picture drawn locally, so seeding never downloads anything. */
export async function demoImage(title: string, subtitle: string, index: number): Promise<CheckedImage> {
  const main = PALETTE[index % PALETTE.length];
  const accent = PALETTE[(index + 3) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="600" height="800" fill="#f7efe2"/>
  <rect x="40" y="40" width="520" height="720" fill="url(#g)"/>
  <circle cx="${150 + ((index * 67) % 300)}" cy="${250 + ((index * 41) % 200)}" r="${90 + (index % 5) * 20}" fill="#f7efe2" fill-opacity="0.18"/>
  <rect x="${80 + ((index * 29) % 200)}" y="430" width="240" height="180" fill="#fdf9f2" fill-opacity="0.12" transform="rotate(${(index * 13) % 30} 300 520)"/>
  <text x="300" y="660" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fdf9f2">${escapeXml(title.slice(0, 22))}</text>
  <text x="300" y="710" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#eddcc2">${escapeXml(subtitle.slice(0, 30))}</text>
</svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
  return { bytes, mime: 'image/webp', ext: '.webp' };
}
