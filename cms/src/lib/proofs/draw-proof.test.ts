import type { CustomField, FieldLayout } from '@shop/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawProof } from './draw-proof';
import { loadProofFonts } from './proof-fonts';

const WIDTH = 600;
const HEIGHT = 400;
const URDU = 'عائشہ';

interface Ink {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A plain white picture, as a template's would be. */
function whitePicture(width = WIDTH, height = HEIGHT) {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i], data[i + 1], data[i + 2]] as const;
  };
  return { ...info, at };
}

/** The smallest rectangle holding every pixel that is not (nearly) white; null when there is none. */
async function inkOf(png: Buffer): Promise<Ink | null> {
  const { width, height, at } = await pixelsOf(png);
  let ink: Ink | null = null;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (Math.min(...at(x, y)) > 200) continue;
      ink = ink
        ? {
            left: Math.min(ink.left, x),
            top: Math.min(ink.top, y),
            right: Math.max(ink.right, x),
            bottom: Math.max(ink.bottom, y),
          }
        : { left: x, top: y, right: x, bottom: y };
    }
  return ink;
}

const box = { x: 0.1, y: 0.3, w: 0.8, h: 0.4 };
const inPixels = { left: 60, top: 120, right: 540, bottom: 280 };

function textField(layout: Partial<FieldLayout>, fieldType = 'text'): CustomField {
  return {
    fieldName: 'Name',
    fieldType: fieldType as CustomField['fieldType'],
    required: true,
    options: [],
    layout: { ...box, font: 'serif', size: 0.1, color: '#000000', align: 'center', ...layout },
  };
}

async function drawnText(value: string, layout: Partial<FieldLayout>, fieldType = 'text') {
  return drawProof({
    picture: await whitePicture(),
    fields: [textField(layout, fieldType)],
    values: { Name: value },
    photos: new Map(),
  });
}

beforeAll(() => loadProofFonts(), 60_000);

describe('the drawn proof', () => {
  it('is a PNG of the picture’s size with the value inside its box, in the field’s colour', async () => {
    const proof = await drawnText('Ayesha & Bilal', { color: '#c00000' });
    const { format, width, height } = await sharp(proof).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: WIDTH, height: HEIGHT });
    const ink = await inkOf(proof);
    expect(ink).not.toBeNull();
    expect(ink!.left).toBeGreaterThanOrEqual(inPixels.left);
    expect(ink!.right).toBeLessThanOrEqual(inPixels.right);
    expect(ink!.top).toBeGreaterThanOrEqual(inPixels.top);
    expect(ink!.bottom).toBeLessThanOrEqual(inPixels.bottom);
    // Centred: as much room on either side, within a few pixels.
    expect(Math.abs(ink!.left - inPixels.left - (inPixels.right - ink!.right))).toBeLessThan(8);
    const { at } = await pixelsOf(proof);
    const reddest = [...Array(ink!.right - ink!.left + 1).keys()]
      .map((dx) => at(ink!.left + dx, Math.round((ink!.top + ink!.bottom) / 2)))
      .find(([r, g, b]) => r > 150 && g < 60 && b < 60);
    expect(reddest).toBeDefined();
  });

  it('is the picture itself for blank values', async () => {
    expect(await inkOf(await drawnText('   ', {}))).toBeNull();
  });

  it('sizes the text from the picture’s height', async () => {
    const small = await inkOf(await drawnText('Ayesha', { size: 0.05 }));
    const large = await inkOf(await drawnText('Ayesha', { size: 0.1 }));
    const widthOf = (ink: Ink | null) => ink!.right - ink!.left;
    expect(widthOf(large) / widthOf(small)).toBeGreaterThan(1.7);
    expect(widthOf(large) / widthOf(small)).toBeLessThan(2.3);
  });

  it('writes a date as the shop writes dates', async () => {
    const date = await inkOf(await drawnText('2026-12-31', {}, 'date'));
    const written = await inkOf(await drawnText('Dec 31, 2026', {}));
    expect(date).toEqual(written);
  });

  it('draws Urdu from the right edge at the start, and English from the left', async () => {
    const urdu = await inkOf(await drawnText(URDU, { align: 'start', font: 'nastaliq' }));
    const english = await inkOf(await drawnText('Ayesha', { align: 'start', font: 'nastaliq' }));
    expect(inPixels.right - urdu!.right).toBeLessThan(12);
    expect(urdu!.left - inPixels.left).toBeGreaterThan(200);
    expect(english!.left - inPixels.left).toBeLessThan(12);
    expect(inPixels.right - english!.right).toBeGreaterThan(200);
    const urduAtEnd = await inkOf(await drawnText(URDU, { align: 'end', font: 'nastaliq' }));
    expect(urduAtEnd!.left - inPixels.left).toBeLessThan(12);
  });

  it('joins Urdu letters in Nastaliq, also when the field’s font is a Latin one', async () => {
    const joined = await inkOf(await drawnText(URDU, { font: 'nastaliq' }));
    // A zero-width non-joiner between the letters keeps each in its unjoined form.
    const apart = await inkOf(await drawnText([...URDU].join('\u200c'), { font: 'nastaliq' }));
    const sizeOf = (ink: Ink | null) => [ink!.right - ink!.left, ink!.bottom - ink!.top];
    expect(Math.abs(sizeOf(joined)[0] - sizeOf(apart)[0])).toBeGreaterThan(10);
    const inSerif = await inkOf(await drawnText(URDU, { font: 'serif' }));
    expect(sizeOf(inSerif)).toEqual(sizeOf(joined));
  });

  it('draws a value in the script the shopper chose: Urdu in Nastaliq from the right, English in the field’s font', async () => {
    const inScript = async (value: string, script: 'latin' | 'urdu') =>
      inkOf(
        await drawProof({
          picture: await whitePicture(),
          fields: [textField({ align: 'start', font: 'serif', scripts: 'both' })],
          values: { Name: value },
          photos: new Map(),
          scripts: { Name: script },
        }),
      );
    const sizeOf = (ink: Ink | null) => [ink!.right - ink!.left, ink!.bottom - ink!.top];
    const urdu = await inScript('Ayesha', 'urdu');
    const latin = await inScript('Ayesha', 'latin');
    // Urdu starts at the box's right edge, in Nastaliq's letters; English at its left edge, in Lora's.
    expect(inPixels.right - urdu!.right).toBeLessThan(12);
    expect(urdu!.left - inPixels.left).toBeGreaterThan(150);
    expect(sizeOf(urdu)).toEqual(sizeOf(await inkOf(await drawnText('Ayesha', { font: 'nastaliq' }))));
    expect(latin!.left - inPixels.left).toBeLessThan(12);
    expect(sizeOf(latin)).toEqual(sizeOf(await inkOf(await drawnText('Ayesha', { font: 'serif' }))));
    expect(sizeOf(latin)).not.toEqual(sizeOf(urdu));
    // Urdu letters chosen as English still join in Nastaliq, but read from the left edge.
    const urduAsLatin = await inScript(URDU, 'latin');
    expect(urduAsLatin!.left - inPixels.left).toBeLessThan(12);
  });

  it('orders the words of a mixed value in the chosen script’s direction', async () => {
    const mixed = `${URDU} Ali`;
    const drawMixed = async (scripts?: { Name: 'latin' }) =>
      drawProof({
        picture: await whitePicture(),
        fields: [textField({ font: 'serif', scripts: 'both' })],
        values: { Name: mixed },
        photos: new Map(),
        scripts,
      });
    const asEnglish = await drawMixed({ Name: 'latin' });
    const asTyped = await drawMixed();
    // The same words, as wide, in the same font: read left to right, the Urdu word comes first (left).
    const widthOf = (ink: Ink | null) => ink!.right - ink!.left;
    expect(Math.abs(widthOf(await inkOf(asEnglish)) - widthOf(await inkOf(asTyped)))).toBeLessThan(15);
    const { at: englishAt } = await pixelsOf(asEnglish);
    const { at: typedAt } = await pixelsOf(asTyped);
    const differing = [...Array(WIDTH).keys()].filter((x) =>
      [...Array(HEIGHT).keys()].some((y) => englishAt(x, y)[0] !== typedAt(x, y)[0]),
    );
    expect(differing.length).toBeGreaterThan(20);
  });

  it('draws a value without a chosen script as before: the field’s font, the direction of its letters', async () => {
    const unchosen = await drawProof({
      picture: await whitePicture(),
      fields: [textField({ align: 'start', font: 'serif', scripts: 'both' })],
      values: { Name: URDU },
      photos: new Map(),
    });
    expect(await inkOf(unchosen)).toEqual(
      await inkOf(await drawnText(URDU, { align: 'start', font: 'serif' })),
    );
  });

  it('fills a photo’s area with the photo upright (EXIF applied), cover-fit, leaving the rest alone', async () => {
    // Stored sideways: red above blue, with the EXIF note "turn 90° clockwise" → shown blue left, red right.
    const raw = await sharp({ create: { width: 100, height: 200, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photoBox = { x: 0.25, y: 0.25, w: 0.5, h: 0.25 }; // 300 x 100 pixels: wider than the photo
    const proof = await drawProof({
      picture: await whitePicture(),
      fields: [{ fieldName: 'Photo', fieldType: 'image', required: true, options: [], layout: photoBox }],
      values: { Photo: '/uploads/photo.jpg' },
      photos: new Map([['Photo', raw]]),
    });
    expect(await inkOf(proof)).toEqual({ left: 150, top: 100, right: 449, bottom: 199 });
    const { at } = await pixelsOf(proof);
    const [leftR, , leftB] = at(170, 150);
    const [rightR, , rightB] = at(430, 150);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
  });

  it('takes an optional crop of the photo: its part, after its rotation', async () => {
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 100,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const proof = await drawProof({
      picture: await whitePicture(),
      fields: [{ fieldName: 'Photo', fieldType: 'image', required: true, options: [], layout: box }],
      values: { Photo: '/uploads/photo.png' },
      photos: new Map([['Photo', halves]]),
      crops: { Photo: { x: 0.5, y: 0, width: 0.5, height: 1, rotation: 0 } },
    });
    const { at } = await pixelsOf(proof);
    expect(at(70, 130)[0]).toBeGreaterThan(200);
    expect(at(530, 270)[0]).toBeGreaterThan(200);
    expect(at(300, 200)[2]).toBeLessThan(60);
  });
});
