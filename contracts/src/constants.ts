/** Business constants of the spec (section 9), named as the spec names them. */

export const CURRENCY_PREFIX = 'Rs.';
export const DELIVERY_CHARGE = 250;
export const MINIMUM_ORDER = 500;
export const PAYMENT_METHOD = 'Cash on Delivery';
export const PROCESSING_TIME = '1-2 business days';
/** How long the courier takes once an order leaves the shop. */
export const COURIER_DELIVERY_TIME = '3-7 working days';

/** The most of one item a single order line may ask for: the order schema's bound, the cart's cap. */
export const MAX_LINE_QUANTITY = 1000;

export const HOME_LIST_LIMIT = 8;
export const HOME_REFRESH_MS = 60_000;
export const LISTING_PAGE_SIZE = 9;
export const FETCH_LIMIT = 10_000;
export const DEFAULT_PRICE_RANGE = { min: 0, max: 100_000 } as const;
export const NEW_TEMPLATE_DAYS = 30;
export const RELATED_LIMIT = 8;
export const REVIEWS_SHOWN = 5;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest image accepted, in pixels (all frames of an animation together): a phone's photo is 12 to 48 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Largest shopper's photo (custom fields), in pixels: a phone camera's full resolution, up to the
 * 50 MP sensors' 8160 x 6144 (50.1 MP; iPhones' 48 MP is 8064 x 6048), with a little room. The photo is
 * stored scaled down to what the largest print needs (`PRINT_READY_LONG_SIDE`); larger is refused.
 */
export const MAX_SHOPPER_PHOTO_PIXELS = 51_000_000;
export const MAX_IMAGES = 2;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** iPhones' photos (HEIC/HEIF): accepted from shoppers and stored as JPEG, never kept as sent. */
export const PHONE_PHOTO_TYPES = ['image/heic', 'image/heif'] as const;
/** Their files' endings: a browser that does not know the type sends such a file with none. */
export const PHONE_PHOTO_EXTENSIONS = ['.heic', '.heif'] as const;

export const PRODUCT_TYPES = [
  'Posters',
  'Posters With Frames',
  'Polaroids',
  'Frames',
  'Stickers',
  'Nikkah-Nama',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const ART_CATEGORIES = [
  'ABSTRACT ART',
  'ARCHITECTURE',
  'GYM FITNESS',
  'ISLAMIC',
  'MOTIVATIONAL',
  'SPACE',
  'VINTAGE',
  'CLASSIC',
  'DIGITAL PAINTING',
  'FLORAL',
  'MUSICAL',
  'BTS',
  'EDUCTAION',
  'CRICKET',
  'GUNS',
  'FORMULA 1',
  'MOTO GP',
  'SUFISM',
  'NBA',
  'CARS',
  'BIKES',
  'ANIME',
  'CARTOON',
  'FOOTBALL',
  'CELEBRITIES',
  'ARMY',
  'COMICS',
  'MOVIE',
  'TV SERIES',
] as const;

export const CATEGORIES_BY_TYPE: Record<ProductType, readonly string[]> = {
  Posters: ART_CATEGORIES,
  'Posters With Frames': ART_CATEGORIES,
  Frames: ART_CATEGORIES,
  // Spelt as the spec spells them; the art categories stay in the admin's capitals.
  'Nikkah-Nama': ['Urdu', 'English'],
  Polaroids: [],
  Stickers: [],
};

/** Types whose size label is not asked for (the admin's size input is disabled). */
export const TYPES_WITHOUT_SIZE_LABEL: readonly ProductType[] = ['Polaroids', 'Stickers'];
/** Types that offer the 'With Frame?' checkbox. */
export const TYPES_WITH_FRAME_OPTION: readonly ProductType[] = [
  'Posters',
  'Nikkah-Nama',
  'Frames',
  'Posters With Frames',
];
/** Types whose frame is on by default when chosen in the admin. */
export const TYPES_FRAMED_BY_DEFAULT: readonly ProductType[] = ['Posters', 'Nikkah-Nama'];

export const FRAME_COLORS = ['White', 'Black', 'Brown', 'Golden'] as const;

export const CUSTOM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'image',
  'color',
  'dropdown',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const SIZE_CHARTS: Record<string, string> = {
  posters: '/images/poster-size.png',
  frames: '/images/frame-size.png',
  'nikkah-nama': '/images/nikkah-nama-size.png',
};
