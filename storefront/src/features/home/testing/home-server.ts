// The home page's two lists and its banners as the server answers them, for the home page's tests.
import type { Banner } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { product } from '@/testing/product-answer';

const DAY = 24 * 60 * 60 * 1000;

const products = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    product({ name: `Product ${i + 1}`, category: 'Posters', subCategory: 'space', price: 1001 + i }, i),
  );

/** Templates 1 and 2 are a few days old; the others are a year old. */
const templates = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    _id: `t${i + 1}`,
    name: `Template ${i + 1}`,
    category: 'Posters',
    subCategory: 'space',
    sizes: [{ size: 'A4', actualPrice: 1001 + i, discountedPrice: null }],
    createdAt: new Date(Date.now() - (i < 2 ? 3 : 365) * DAY).toISOString(),
    templateImages: [{ url: `/uploads/t${i + 1}.webp`, public_id: `t${i + 1}` }],
    description: 'A template',
    stock: 5,
    hasFrame: false,
    frameColors: [],
    fields: [],
  }));

/** Banners as `GET /banners` answers them: absolute URLs, each picture with its smaller copies. */
export function sampleBanners(count: number, overrides: Partial<Banner> = {}): Banner[] {
  return Array.from({ length: count }, (_, i) => {
    const url = (prefix: string) => `${window.location.origin}/uploads/${prefix}banner_${i + 1}.webp`;
    return {
      _id: `b${i + 1}`,
      picture: {
        url: url(''),
        variants: [
          { url: url('w640_'), width: 640 },
          { url: url(''), width: 1600 },
        ],
      },
      alt: `Banner ${i + 1}`,
      title: '',
      subtitle: '',
      link: '',
      hidden: false,
      position: i,
      ...overrides,
    };
  });
}

/** Serves both lists and the banners; answers the `limit` each list was asked with. */
export function serveHome({ productCount = 8, templateCount = 8, banners = sampleBanners(6) } = {}) {
  const limits: Record<string, string | null> = {};
  server.use(
    http.get(apiUrl('/banners'), () => HttpResponse.json(banners)),
    http.get(apiUrl('/products/newly-added-products'), ({ request }) => {
      limits.products = new URL(request.url).searchParams.get('limit');
      return HttpResponse.json(products(productCount));
    }),
    http.get(apiUrl('/custom-products/custom-admin-product-templates'), ({ request }) => {
      limits.templates = new URL(request.url).searchParams.get('limit');
      return HttpResponse.json(templates(templateCount));
    }),
  );
  return limits;
}
