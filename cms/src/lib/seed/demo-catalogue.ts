import {
  ART_CATEGORIES,
  CATEGORIES_BY_TYPE,
  type CustomField,
  categoryLabel,
  type ProductType,
  type Size,
} from '@shop/contracts';

export interface DemoItem {
  name: string;
  description: string;
  category: ProductType;
  subCategory: string;
  stock: number;
  hasFrame: boolean;
  frameColors: string[];
  sizes: Size[];
}

const POSTER_SIZES: Size[] = [
  { size: 'A4 (8.3 x 11.7 in)', actualPrice: 650, discountedPrice: 499 },
  { size: 'A3 (11.7 x 16.5 in)', actualPrice: 1100, discountedPrice: 899 },
  { size: 'A2 (16.5 x 23.4 in)', actualPrice: 1800, discountedPrice: null },
];
const FRAME_SIZES: Size[] = [
  { size: '8 x 12 in', actualPrice: 1500, discountedPrice: 1250 },
  { size: '12 x 18 in', actualPrice: 2400, discountedPrice: 1999 },
];
const NIKKAH_SIZES: Size[] = [
  { size: 'A4', actualPrice: 2500, discountedPrice: 2199 },
  { size: 'A3', actualPrice: 3500, discountedPrice: null },
];

/** Every product type and every category of the spec, with believable prices and stock. */
export function demoProducts(): DemoItem[] {
  const items: DemoItem[] = [];
  ART_CATEGORIES.forEach((category, index) => {
    const type: ProductType =
      index % 3 === 0 ? 'Frames' : index % 3 === 1 ? 'Posters' : 'Posters With Frames';
    const framed = type !== 'Posters' || index % 2 === 0;
    // Named as the storefront shows the category ("EDUCTAION" reads "Education"), each name once.
    const label = categoryLabel(category);
    items.push({
      name: `${label} ${type === 'Frames' ? 'Framed Print' : type === 'Posters' ? 'Poster' : 'Framed Poster'}`,
      description: `A ${label.toLowerCase()} design printed on high quality photo paper with durable, waterproof inks. ${
        framed ? 'Ready to hang in an aesthetic frame.' : 'Ships rolled in a protective tube.'
      }`,
      category: type,
      subCategory: category,
      stock: [25, 8, 0, 40, 3][index % 5],
      hasFrame: framed,
      frameColors: framed ? ['Black', 'White', 'Golden'] : [],
      sizes: type === 'Posters' ? POSTER_SIZES : FRAME_SIZES,
    });
  });
  for (const language of CATEGORIES_BY_TYPE['Nikkah-Nama']) {
    items.push({
      name: `Nikkah-Nama Certificate (${language})`,
      description: 'An elegant Nikkah-Nama certificate with calligraphy borders, printed on premium card.',
      category: 'Nikkah-Nama',
      subCategory: language,
      stock: 15,
      hasFrame: true,
      frameColors: ['Golden', 'Brown'],
      sizes: NIKKAH_SIZES,
    });
  }
  items.push(
    {
      name: 'Polaroid Memories Pack (10 prints)',
      description: 'Ten polaroid-style prints of your favourite moments, with a clean white border.',
      category: 'Polaroids',
      subCategory: '',
      stock: 60,
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: '', actualPrice: 900, discountedPrice: 750 }],
    },
    {
      name: 'Aesthetic Sticker Sheet',
      description: 'Stickers that stick: a waterproof vinyl sheet for laptops, bottles and journals.',
      category: 'Stickers',
      subCategory: '',
      stock: 120,
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: '', actualPrice: 350, discountedPrice: null }],
    },
  );
  return items;
}

export interface DemoTemplate extends DemoItem {
  fields: CustomField[];
}

/** Customisable templates that together use every custom field type. */
export function demoTemplates(): DemoTemplate[] {
  return [
    {
      name: 'Custom Name Poster',
      description: 'Your name or a loved one’s, set in elegant lettering on a poster of your colour.',
      category: 'Posters',
      subCategory: 'CLASSIC',
      stock: 50,
      hasFrame: true,
      frameColors: ['Black', 'White'],
      sizes: POSTER_SIZES,
      fields: [
        { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
        {
          fieldName: 'Background Colour',
          fieldType: 'color',
          required: false,
          options: [],
          defaultValue: '#7a1f2b',
        },
        {
          fieldName: 'Font Style',
          fieldType: 'dropdown',
          required: true,
          options: ['Script', 'Serif', 'Modern'],
        },
      ],
    },
    {
      name: 'Photo Frame With Your Picture',
      description: 'Upload a photo and we print and frame it for you, with an optional caption.',
      category: 'Frames',
      subCategory: 'CLASSIC',
      stock: 30,
      hasFrame: true,
      frameColors: ['Black', 'White', 'Brown', 'Golden'],
      sizes: FRAME_SIZES,
      fields: [
        { fieldName: 'Photo', fieldType: 'image', required: true, options: [] },
        { fieldName: 'Caption', fieldType: 'textarea', required: false, options: [] },
      ],
    },
    {
      name: 'Custom Nikkah-Nama',
      description: 'A Nikkah-Nama with the couple’s names and date, printed on premium card.',
      category: 'Nikkah-Nama',
      subCategory: 'English',
      stock: 20,
      hasFrame: true,
      frameColors: ['Golden'],
      sizes: NIKKAH_SIZES,
      fields: [
        { fieldName: 'Bride Name', fieldType: 'text', required: true, options: [] },
        { fieldName: 'Groom Name', fieldType: 'text', required: true, options: [] },
        { fieldName: 'Nikkah Date', fieldType: 'date', required: true, options: [] },
      ],
    },
    {
      name: 'Jersey Number Poster',
      description: 'Your favourite player’s name and number on a sports poster.',
      category: 'Posters',
      subCategory: 'FOOTBALL',
      stock: 6,
      hasFrame: false,
      frameColors: [],
      sizes: POSTER_SIZES,
      fields: [
        { fieldName: 'Player Name', fieldType: 'text', required: true, options: [] },
        { fieldName: 'Number', fieldType: 'number', required: true, options: [] },
        { fieldName: 'Team Colour', fieldType: 'color', required: false, options: [] },
      ],
    },
    {
      name: 'Custom Polaroid Set',
      description: 'Upload a photo for a polaroid print with a handwritten-style caption.',
      category: 'Polaroids',
      subCategory: '',
      stock: 0,
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: '', actualPrice: 600, discountedPrice: 500 }],
      fields: [
        { fieldName: 'Photo', fieldType: 'image', required: true, options: [] },
        { fieldName: 'Caption', fieldType: 'text', required: false, options: [] },
      ],
    },
  ];
}

export const DEMO_ANNOUNCEMENTS = [
  'Cash on delivery nationwide: order today, pay when your parcel arrives.',
  'New: personalised Nikkah-Nama certificates and custom name posters.',
];

/** Reviews as a shop gathers them, over weeks: `daysAgo` dates each one back from the seeding day. */
export const DEMO_REVIEWS = [
  {
    name: 'Ayesha K.',
    rating: 5,
    comment: 'Beautiful print and the frame feels premium. Delivered in four days.',
    daysAgo: 4,
  },
  {
    name: 'Hamza R.',
    rating: 4,
    comment: 'Great colours. Packaging could be a little sturdier, but it arrived safely.',
    daysAgo: 17,
  },
  {
    name: 'Sana M.',
    rating: 5,
    comment: 'Exactly as shown. Will order again for my sister’s room!',
    daysAgo: 38,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a demo review was written: `daysAgo` before `now`, the template's copy a day after the product's. */
export function demoReviewDate(review: { daysAgo: number }, now: Date, forTemplate: boolean): Date {
  return new Date(now.getTime() - (review.daysAgo - (forTemplate ? 1 : 0)) * DAY_MS);
}
