// The server's drawing of a personalised line's proof (issue #36, item 8): the compiled cms's own
// drawProof, in this process, on a template picture of catalogue size with a name, an Urdu name and a
// photo placed on it, each draw timed from the bytes to the finished PNG; one warm-up draw first
// (it loads the fonts), then `draws` timed ones. Median and p95 per line.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './latency-figures.js';

const require = createRequire(import.meta.url);

export interface ProofDrawingResults {
  draws: number;
  picture: { width: number; height: number };
  medianMs: number;
  p95Ms: number;
}

/** The template picture's size: the catalogue's 4:5 pictures as staff upload them. */
const PICTURE = { width: 1600, height: 2000 };

const FIELDS = [
  {
    fieldName: 'Names',
    fieldType: 'text',
    required: true,
    options: [],
    layout: {
      x: 0.1,
      y: 0.62,
      w: 0.8,
      h: 0.1,
      font: 'script',
      size: 0.06,
      color: '#5a1a1a',
      align: 'center',
    },
  },
  {
    fieldName: 'Urdu names',
    fieldType: 'text',
    required: true,
    options: [],
    layout: {
      x: 0.1,
      y: 0.74,
      w: 0.8,
      h: 0.12,
      font: 'nastaliq',
      size: 0.05,
      color: '#1a1a5a',
      align: 'start',
    },
  },
  {
    fieldName: 'Photo',
    fieldType: 'image',
    required: true,
    options: [],
    layout: { x: 0.2, y: 0.08, w: 0.6, h: 0.48 },
  },
];

const VALUES = { Names: 'Ayesha & Bilal', 'Urdu names': 'عائشہ اور بلال', Photo: '/uploads/couple.jpg' };

export async function measureProofDrawing(
  cmsDir: string,
  draws: number,
  log: (line: string) => void,
): Promise<ProofDrawingResults> {
  const sharp = require(require.resolve('sharp', { paths: [cmsDir] }));
  const { drawProof } = require(path.join(cmsDir, 'dist', 'src', 'lib', 'proofs', 'draw-proof.js'));
  const picture: Buffer = await sharp({ create: { ...PICTURE, channels: 3, background: '#f4ead5' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  // A phone photo as the shop stores it (print-ready size, JPEG), noisy so it compresses like one.
  const photo: Buffer = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const material = { picture, fields: FIELDS, values: VALUES, photos: new Map([['Photo', photo]]) };
  log(`Proof drawing: one warm-up draw, then ${draws} timed…`);
  await drawProof(material);
  const times: number[] = [];
  for (let i = 0; i < draws; i++) {
    const started = performance.now();
    await drawProof(material);
    times.push(performance.now() - started);
  }
  return { draws, picture: PICTURE, medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
}

/** The report's lines for the proof drawing. */
export function proofDrawingLines(results: ProofDrawingResults): string[] {
  return [
    '## Proof drawing (server, per order line)',
    '',
    '| picture | fields | draws | median | p95 |',
    '| --- | --- | --- | --- | --- |',
    `| ${results.picture.width} × ${results.picture.height} | a name (Great Vibes), an Urdu name (Nastaliq), a photo | ${results.draws} | ${results.medianMs.toFixed(0)} ms | ${results.p95Ms.toFixed(0)} ms |`,
  ];
}
