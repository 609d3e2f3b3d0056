import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { posterSizes } from '@shop/contracts/testing';

export function productFixture(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'p1',
    name: 'Moon Poster',
    description: 'A calm moon over a quiet sea.',
    category: 'Posters',
    subCategory: 'space',
    stock: 3,
    hasFrame: true,
    frameColors: ['Black', 'White'],
    sizes: posterSizes(),
    productImages: [
      { url: '/uploads/moon.webp', public_id: 'moon' },
      { url: '/uploads/moon-2.webp', public_id: 'moon-2' },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function templateFixture(overrides: Record<string, unknown> = {}) {
  return {
    _id: 't1',
    name: 'Custom Name Poster',
    description: 'Your name in elegant lettering.',
    category: 'Posters',
    subCategory: 'CLASSIC',
    stock: 5,
    hasFrame: false,
    frameColors: [],
    sizes: [{ size: 'A4', actualPrice: 800, discountedPrice: 700 }],
    templateImages: ['/uploads/name.webp'],
    fields: [
      { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
      { fieldName: 'Font', fieldType: 'dropdown', required: true, options: ['Serif', 'Script'] },
      { fieldName: 'Finish', fieldType: 'dropdown', required: false, options: ['Matte', 'Gloss'] },
      {
        fieldName: 'Caption',
        fieldType: 'textarea',
        required: false,
        options: [],
        defaultValue: 'With love',
      },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function reviewFixture(id: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    name: `Reviewer ${id}`,
    rating: 4,
    comment: `Comment ${id}`,
    createdAt: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function relatedFixture(index: number, kind: 'product' | 'template' = 'product') {
  const images = [{ url: `/uploads/r${index}.webp`, public_id: `r${index}` }];
  return {
    _id: `r${index}`,
    name: `Related ${index}`,
    category: 'Posters',
    subCategory: 'space',
    sizes: [{ size: 'A4', actualPrice: 500, discountedPrice: null }],
    ...(kind === 'product' ? { productImages: images } : { templateImages: images }),
    createdAt: '2020-01-01T00:00:00.000Z',
  };
}

interface ServeOptions {
  item?: Record<string, unknown> | null;
  reviews?: unknown[];
  related?: unknown[];
}

/** Serves one product page: the product (404 when null), its reviews and related products. */
export function serveProductPage({ item = productFixture(), reviews = [], related = [] }: ServeOptions = {}) {
  server.use(
    http.get(apiUrl('/products/single-product/:id'), () =>
      item
        ? HttpResponse.json(item)
        : HttpResponse.json({ error: { message: 'Not found' } }, { status: 404 }),
    ),
    http.get(apiUrl('/products/single-product/:id/reviews'), () => HttpResponse.json(reviews)),
    http.get(apiUrl('/products/related-product/:id'), () => HttpResponse.json(related)),
  );
}

/** Serves one template page: the template (404 when null), its reviews and related templates. */
export function serveTemplatePage({
  item = templateFixture(),
  reviews = [],
  related = [],
}: ServeOptions = {}) {
  server.use(
    http.get(apiUrl('/custom-products/single-product-template/:id'), () =>
      item
        ? HttpResponse.json(item)
        : HttpResponse.json({ error: { message: 'Not found' } }, { status: 404 }),
    ),
    http.get(apiUrl('/custom-products/single-product-template/:id/reviews'), () =>
      HttpResponse.json(reviews),
    ),
    http.get(apiUrl('/custom-products/custom-related-product/:id'), () => HttpResponse.json(related)),
  );
}
