// The home page's two lists as the server answers them, for the home page's tests.
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';

const DAY = 24 * 60 * 60 * 1000;

function summary(prefix: string, i: number, createdAt: string) {
  return {
    _id: `${prefix}${i}`,
    name: `${prefix === 'p' ? 'Product' : 'Template'} ${i}`,
    category: 'Posters',
    subCategory: 'space',
    sizes: [{ size: 'A4', actualPrice: 1000 + i, discountedPrice: null }],
    createdAt,
  };
}

const products = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...summary('p', i + 1, '2020-01-01T00:00:00.000Z'),
    productImages: [
      {
        url: `/uploads/p${i + 1}.webp`,
        public_id: `p${i + 1}`,
        variants: [
          { url: `/uploads/small_p${i + 1}.webp`, width: 512 },
          { url: `/uploads/p${i + 1}.webp`, width: 1000 },
        ],
      },
    ],
  }));

/** Templates 1 and 2 are a few days old; the others are a year old. */
const templates = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...summary('t', i + 1, new Date(Date.now() - (i < 2 ? 3 : 365) * DAY).toISOString()),
    templateImages: [{ url: `/uploads/t${i + 1}.webp`, public_id: `t${i + 1}` }],
    description: 'A template',
    stock: 5,
    hasFrame: false,
    frameColors: [],
    fields: [],
  }));

/** Serves both lists; answers the `limit` each was asked with. */
export function serveHome({ productCount = 8, templateCount = 8 } = {}) {
  const limits: Record<string, string | null> = {};
  server.use(
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
