import type { Core } from '@strapi/strapi';
import {
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  DEFAULT_SHARE_PICTURE,
  FIRST_ROW_CARDS,
  type ImageSources,
  imageSources,
  PRIVATE_PAGES,
  productListingSchema,
  type SharePicture,
  SHOP_PATHS,
  type ShopSettings,
} from '@shop/contracts';
import { PRODUCT_KIND, TEMPLATE_KIND } from '../catalogue/catalogue-kind';
import { type CataloguePage, catalogueHead, newestImage } from './catalogue-head';
import {
  announcementsAnswer,
  bannersAnswer,
  type PageAnswer,
  plainListingAnswer,
  itemPageAnswer,
} from './embedded-answers';
import { type PageHead, shorten } from './page-head';
import { absoluteUrl } from './public-url';
import { breadcrumbData, storeData } from './structured-data';
import { BANNER_UID, REVIEW_UID, SHOP_SETTING_UID } from '../content-types';
import { firstBannerPicture } from './first-banner';

export interface PageContext {
  strapi: Core.Strapi;
  settings: ShopSettings;
  origin: string;
}

/** A storefront route: which content types its head is built from, and how. */
export interface ShopPage {
  sources: string[];
  /** The API answers its first screen shows, embedded in the page (the ticker's on every shopper page). */
  answers: PageAnswer[];
  /** The storefront's lazy module of the route (its source path), preloaded with the entry. */
  routeModule?: string;
  build(context: PageContext): Promise<{ status: number; head: PageHead }>;
}

const SHOP_SUMMARY =
  'Posters, frames, polaroids, stickers and Nikkah-Nama certificates, printed and personalised, delivered nationwide with cash on delivery.';

function basicHead(context: PageContext, path: string, title: string | null, description: string): PageHead {
  const { settings, origin } = context;
  return {
    title: title ? `${title} | ${settings.shopName}` : settings.shopName,
    description,
    canonicalUrl: absoluteUrl(origin, path),
    siteName: settings.shopName,
    type: 'website',
    structuredData: [],
  };
}

function notFound(context: PageContext, title: string): { status: number; head: PageHead } {
  const head = basicHead(context, SHOP_PATHS.home, title, SHOP_SUMMARY);
  return { status: 404, head: { ...head, noIndex: true } };
}

/**
 * The picture that stands for the shop in a shared link: the one staff set in Shop settings, else the
 * shop banner's JPEG shipped with the storefront.
 */
function shopPicture(context: PageContext): { picture: SharePicture; alt: string } {
  const { settings, origin } = context;
  const picture = settings.shareImageUrl
    ? { url: settings.shareImageUrl }
    : { ...DEFAULT_SHARE_PICTURE, url: absoluteUrl(origin, DEFAULT_SHARE_PICTURE.url) };
  return { picture, alt: settings.shopName };
}

/**
 * A public page of its own: its title, its description, its breadcrumb and a preview picture (the
 * newest item's for a listing, the shop's own for the others, home included).
 */
function listedPage(
  path: string,
  title: string | null,
  describe: (settings: ShopSettings) => string,
  pictureFrom?: typeof PRODUCT_KIND,
): ShopPage {
  return {
    sources: [
      ...(pictureFrom ? [pictureFrom.uid] : []),
      SHOP_SETTING_UID,
      ...(path === SHOP_PATHS.home ? [BANNER_UID] : []),
    ],
    answers: path === SHOP_PATHS.home ? [announcementsAnswer, bannersAnswer] : [announcementsAnswer],
    async build(context) {
      const head = basicHead(context, path, title, describe(context.settings));
      const preview =
        (pictureFrom && (await newestImage(context.strapi, pictureFrom, context.origin))) ||
        shopPicture(context);
      Object.assign(head, { image: preview.picture, imageAlt: preview.alt });
      // The hero's first banner is home's largest paint: asked for before the storefront's JavaScript runs.
      if (path === SHOP_PATHS.home) head.preloadImages = await firstBannerPicture(context.strapi);
      head.structuredData =
        path === SHOP_PATHS.home
          ? [storeData(context.settings, context.origin, preview.picture.url)]
          : [
              breadcrumbData([
                { name: 'Home', url: `${context.origin}/` },
                { name: title ?? context.settings.shopName, url: head.canonicalUrl },
              ]),
            ];
      return { status: 200, head };
    },
  };
}

/**
 * The products listing's page: its head and its route's chunk. An address with a query string (a
 * filter, a search, a page) gets it as it is; the plain address gets it with its first page.
 */
const PRODUCTS_LISTING: ShopPage = {
  ...listedPage(
    SHOP_PATHS.products,
    'Products',
    (settings) =>
      `Shop posters, framed prints, polaroids, stickers and Nikkah-Nama certificates at ${settings.shopName}. Cash on delivery, nationwide.`,
    PRODUCT_KIND,
  ),
  routeModule: 'src/features/catalogue/products-page.tsx',
};

/** The pictures of the plain listing's first row, as its cards will ask for them. */
async function firstRowPictures(strapi: Core.Strapi): Promise<ImageSources[]> {
  const embedded = await plainListingAnswer.get(strapi);
  if (!embedded) return [];
  const listing = productListingSchema.safeParse(JSON.parse(embedded.body.identity.toString('utf8')));
  if (!listing.success) return [];
  return listing.data.products
    .slice(0, FIRST_ROW_CARDS)
    .flatMap(({ productImages: [image] }) =>
      image ? [imageSources(image, CARD_IMAGE_SIZES, CARD_IMAGE_WIDTH)] : [],
    );
}

/**
 * The products listing at its plain address, which most visits open: it carries its first page (the
 * listing call's answer), and its head preloads its first row's pictures, one of which is its largest
 * paint. The listing's state is in the query string, so an address with one gets the page without
 * them (`shopPageFor`): the answer would not be the one it shows (decision 0034).
 */
function plainListingPage(listing: ShopPage): ShopPage {
  return {
    ...listing,
    answers: [announcementsAnswer, plainListingAnswer],
    async build(context) {
      const page = await listing.build(context);
      const pictures = await firstRowPictures(context.strapi);
      return { ...page, head: { ...page.head, preloadImages: pictures } };
    },
  };
}

const PUBLIC_PAGES: Record<string, ShopPage> = {
  // Home carries its banners: its largest paint is the hero picture, which the head preloads too.
  [SHOP_PATHS.home]: listedPage(SHOP_PATHS.home, null, (settings) =>
    shorten(`${settings.tagline} ${SHOP_SUMMARY}`, 160),
  ),
  [SHOP_PATHS.products]: plainListingPage(PRODUCTS_LISTING),
  [SHOP_PATHS.customizeProducts]: listedPage(
    SHOP_PATHS.customizeProducts,
    'Customize Products',
    (settings) =>
      `Personalise posters, frames and Nikkah-Nama certificates with your names, dates and photos at ${settings.shopName}.`,
    TEMPLATE_KIND,
  ),
  [SHOP_PATHS.about]: listedPage(SHOP_PATHS.about, 'About Us', (settings) =>
    shorten(`${settings.shopName}: ${settings.tagline} Our policies on privacy, returns and delivery.`, 160),
  ),
  [SHOP_PATHS.contact]: listedPage(SHOP_PATHS.contact, 'Contact Us', (settings) =>
    shorten(
      `Call ${settings.phone}, e-mail ${settings.email} or chat on WhatsApp. ${settings.address}.`,
      160,
    ),
  ),
};

const CATALOGUE_PAGES: { prefix: string; page: CataloguePage; routeModule: string }[] = [
  {
    prefix: SHOP_PATHS.product(''),
    routeModule: 'src/features/product-detail/product-page.tsx',
    page: {
      kind: PRODUCT_KIND,
      listing: { name: 'Products', path: SHOP_PATHS.products },
      path: SHOP_PATHS.product,
    },
  },
  {
    prefix: SHOP_PATHS.customizeProduct(''),
    routeModule: 'src/features/product-detail/customize-product-page.tsx',
    page: {
      kind: TEMPLATE_KIND,
      listing: { name: 'Customize Products', path: SHOP_PATHS.customizeProducts },
      path: SHOP_PATHS.customizeProduct,
    },
  },
];

const PRIVATE_TITLES: Record<string, string> = {
  [SHOP_PATHS.cart]: 'Cart',
  [SHOP_PATHS.checkout]: 'Checkout',
  [SHOP_PATHS.thankYou]: 'Thank You',
  [SHOP_PATHS.trackOrder]: 'Track Your Order',
  [SHOP_PATHS.login]: 'Admin Login',
  [SHOP_PATHS.setPassword]: 'Set your password',
};

/** The staff area's pages: no shopper layout, so no ticker. */
const STAFF_PAGES = new Set<string>([
  SHOP_PATHS.login,
  SHOP_PATHS.setPassword,
  ...Object.values(SHOP_PATHS.admin),
]);

function privatePage(path: string): ShopPage {
  return {
    sources: [SHOP_SETTING_UID],
    answers: STAFF_PAGES.has(path) ? [] : [announcementsAnswer],
    async build(context) {
      const head = basicHead(context, path, PRIVATE_TITLES[path] ?? 'Staff area', SHOP_SUMMARY);
      return { status: 200, head: { ...head, noIndex: true } };
    },
  };
}

const TRACKING_LINK_PREFIX = SHOP_PATHS.trackOrderByToken('');

/** An address the shop has no page at. */
export const NOT_FOUND_PAGE: ShopPage = {
  sources: [SHOP_SETTING_UID],
  answers: [announcementsAnswer],
  build: async (context) => notFound(context, 'Page Not Found'),
};

/**
 * Pages whose state is their query string, as they are at an address with one: without the answer
 * they embed at their plain address, which would not be what they show.
 */
const QUERY_STATE_PAGES: Record<string, ShopPage> = { [SHOP_PATHS.products]: PRODUCTS_LISTING };

/** A storefront address (a path, maybe with a query string): its path without trailing slashes. */
function addressOf(url: string): { path: string; hasQuery: boolean } {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  return {
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    hasQuery: queryStart >= 0 && queryStart < url.length - 1,
  };
}

/**
 * The cache key of a storefront address: one per page, whatever the trailing slashes and the query
 * string, one more for a page whose state is its query string (any query), and one for every private
 * tracking link (their tokens must not fill the cache).
 */
export function shopPageKey(url: string): string {
  const { path, hasQuery } = addressOf(url);
  if (path.startsWith(TRACKING_LINK_PREFIX)) return `${TRACKING_LINK_PREFIX}:token`;
  return hasQuery && QUERY_STATE_PAGES[path] ? `${path}?` : path;
}

/** The page a storefront address shows; unknown paths and ids answer the not-found page with a 404. */
export function shopPageFor(url: string): ShopPage {
  const { path: trimmed, hasQuery } = addressOf(url);
  const listed = (hasQuery && QUERY_STATE_PAGES[trimmed]) || PUBLIC_PAGES[trimmed];
  if (listed) return listed;
  if (PRIVATE_PAGES.includes(trimmed)) return privatePage(trimmed);
  if (trimmed.startsWith(TRACKING_LINK_PREFIX)) return privatePage(SHOP_PATHS.trackOrder);
  for (const { prefix, page, routeModule } of CATALOGUE_PAGES) {
    if (!trimmed.startsWith(prefix)) continue;
    const id = trimmed.slice(prefix.length);
    return {
      sources: [page.kind.uid, REVIEW_UID, SHOP_SETTING_UID],
      answers: [announcementsAnswer, itemPageAnswer(page.kind === PRODUCT_KIND ? 'product' : 'template', id)],
      routeModule,
      async build(context) {
        const head = await catalogueHead(context.strapi, page, id, context.settings, context.origin);
        return head ? { status: 200, head } : notFound(context, `${page.kind.label} Not Found`);
      },
    };
  }
  return NOT_FOUND_PAGE;
}
