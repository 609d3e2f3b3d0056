import type { Core } from '@strapi/strapi';
import {
  formatRupees,
  GALLERY_STAGE_SIZES,
  GALLERY_STAGE_WIDTH,
  imageSources,
  priceOfSize,
  type ShopSettings,
  type StoredImage,
} from '@shop/contracts';
import type { CatalogueKind } from '../catalogue/catalogue-kind';
import { isDocumentId } from '../errors';
import { publicImages } from '../images/public-url';
import { itemSharePicture } from './item-share-picture';
import { type PageHead, shorten } from './page-head';
import { absoluteUrl } from './public-url';
import { breadcrumbData, productData } from './structured-data';
import { REVIEW_UID } from '../content-types';
import { documentsOf } from '../documents';

const DESCRIPTION_MAX = 160;

/** What a head shows of an item; templates have no `price` of their own. */
const HEAD_FIELDS = [
  'name',
  'description',
  'nameUr',
  'descriptionUr',
  'category',
  'subCategory',
  'stock',
  'sizes',
  'price',
];

/** What a head reads of a product or a template (a template has no price of its own), and its images field. */
interface HeadItem {
  documentId: string;
  name: string;
  description?: string | null;
  nameUr?: string | null;
  descriptionUr?: string | null;
  category: string;
  subCategory?: string | null;
  stock?: number | null;
  sizes?: unknown;
  price?: number | null;
  [imagesField: string]: unknown;
}

type PricedSize = Parameters<typeof priceOfSize>[0];

/** The price a card shows: the lowest of its sizes (the product's own price when it has no sizes). */
function lowestPrice(doc: HeadItem): number {
  const sizes: unknown[] = Array.isArray(doc.sizes) ? doc.sizes : [];
  const prices = sizes
    .filter(
      (size): size is PricedSize => typeof (size as Partial<PricedSize> | null)?.actualPrice === 'number',
    )
    .map((size) => priceOfSize(size));
  return prices.length > 0 ? Math.min(...prices) : Number(doc.price ?? 0);
}

async function ratingOf(strapi: Core.Strapi, kind: CatalogueKind, documentId: string) {
  const reviews = await strapi.db.query(REVIEW_UID).findMany({
    where: { [kind.reviewRelation]: { documentId } },
    select: ['rating'],
  });
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum: number, review: { rating: unknown }) => sum + Number(review.rating), 0);
  return { average: total / reviews.length, count: reviews.length };
}

export interface CataloguePage {
  kind: CatalogueKind;
  /** The listing the item belongs to, for the breadcrumb. */
  listing: { name: string; path: string };
  path: (id: string) => string;
}

/** The head of a product or template page, or null when there is no such item. */
export async function catalogueHead(
  strapi: Core.Strapi,
  page: CataloguePage,
  id: string,
  settings: ShopSettings,
  origin: string,
): Promise<PageHead | null> {
  if (!isDocumentId(id)) return null;
  const { kind } = page;
  const attributes = strapi.contentType(kind.uid).attributes;
  const fields = HEAD_FIELDS.filter((field) => field in attributes);
  const doc = (await documentsOf(strapi, kind.uid).findOne({
    documentId: id,
    fields: [...fields, kind.imagesField],
  })) as HeadItem | null;
  if (!doc) return null;
  const url = absoluteUrl(origin, page.path(id));
  const stored = ((doc[kind.imagesField] ?? []) as StoredImage[]).filter((image) => image?.url);
  const images = stored.map((image) => absoluteUrl(origin, image.url));
  const price = lowestPrice(doc);
  const inStock = Number(doc.stock ?? 0) > 0;
  const about = shorten(
    doc.description ||
      `${doc.name}: ${[doc.subCategory, doc.category].filter(Boolean).join(' ').toLowerCase()}.`,
    DESCRIPTION_MAX - 40,
  );
  const description = `${formatRupees(price)}, cash on delivery. ${about}`;
  const rating = await ratingOf(strapi, kind, id);
  return {
    ...inUrduOf(doc, price, settings),
    title: `${doc.name} | ${settings.shopName}`,
    description,
    canonicalUrl: url,
    siteName: settings.shopName,
    type: 'product',
    image: stored[0] && itemSharePicture(origin, stored[0]),
    imageAlt: doc.name,
    price: { amount: price, currency: 'PKR', inStock },
    // The gallery's first picture as the page will ask for it (the same URLs the API answers).
    preloadImages: stored[0]
      ? [imageSources(publicImages(strapi, [stored[0]])[0], GALLERY_STAGE_SIZES, GALLERY_STAGE_WIDTH)]
      : [],
    structuredData: [
      productData(
        {
          name: doc.name,
          description: shorten(doc.description || about, 500),
          url,
          images,
          sku: id,
          category: doc.category,
          price,
          inStock,
          rating,
        },
        settings,
      ),
      breadcrumbData([
        { name: 'Home', url: `${origin}/` },
        { name: page.listing.name, url: absoluteUrl(origin, page.listing.path) },
        { name: doc.name, url },
      ]),
    ],
  };
}

/** The item's head in Urdu when staff gave it Urdu words; the English fills what they left out. */
function inUrduOf(doc: HeadItem, price: number, settings: ShopSettings): Pick<PageHead, 'inUrdu'> {
  if (!doc.nameUr && !doc.descriptionUr) return {};
  const name = doc.nameUr || doc.name;
  const about = shorten(doc.descriptionUr || doc.description || name, DESCRIPTION_MAX - 40);
  return {
    inUrdu: {
      title: `${name} | ${settings.shopName}`,
      description: `${formatRupees(price)}، کیش آن ڈیلیوری۔ ${about}`,
      imageAlt: name,
    },
  };
}

/** The first picture of the newest item of a kind: the preview picture of the home page and listings. */
export async function newestImage(strapi: Core.Strapi, kind: CatalogueKind, origin: string) {
  const docs = await documentsOf(strapi, kind.uid).findMany({
    fields: ['name', kind.imagesField],
    sort: 'createdAt:desc',
    limit: 5,
  });
  for (const doc of docs) {
    const image = ((doc[kind.imagesField] ?? []) as StoredImage[])[0] as StoredImage | undefined;
    if (image?.url) return { picture: itemSharePicture(origin, image), alt: String(doc.name) };
  }
  return undefined;
}
