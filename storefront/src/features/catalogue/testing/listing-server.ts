// The products listing as the server answers it, for the listing pages' tests: a small catalogue, the
// listing call served by msw with the spec's filters, and the names the grid shows.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { productListingQuerySchema } from '@shop/contracts';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { type Fixture, product } from '@/testing/product-answer';
import { categoryOptions, filterProducts, indexItems } from '../lib/filters';

export const catalogue: Fixture[] = [
  { name: 'Starry Night', category: 'Posters', subCategory: 'space', price: 700 },
  { name: 'Night Drive', category: 'Posters', subCategory: 'cars', price: 1200 },
  { name: 'Galaxy Frame', category: 'Frames', subCategory: 'space', price: 2500 },
  { name: 'Classic Gold Frame', category: 'Frames', subCategory: 'classic', price: 3000 },
  { name: 'Urdu Nikkah Nama', category: 'Nikkah-Nama', subCategory: 'urdu' },
  { name: 'Sticker Pack', category: 'Stickers', price: 300 },
];

/** The listing call as the server answers it (spec point 5's filters, newest first, 9 a page). */
export function serveProducts(fixtures: Fixture[]) {
  const items = fixtures.map(product);
  const indexed = indexItems(items);
  server.use(
    http.get(apiUrl('/products/listing'), ({ request }) => {
      const query = productListingQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      const matches = filterProducts(indexed, {
        search: query.search,
        type: query.type,
        category: query.category,
        minPrice: query.min,
        maxPrice: query.max,
      });
      const pageCount = Math.max(1, Math.ceil(matches.length / 9));
      const page = Math.min(query.page, pageCount);
      return HttpResponse.json({
        products: matches.slice((page - 1) * 9, page * 9),
        total: matches.length,
        page,
        pageCount,
        facets: {
          types: [],
          categories: categoryOptions(items, query.type).map((value) => ({ value, count: 0 })),
          price: { min: 0, max: 0 },
        },
      });
    }),
  );
}

export function manyPosters(count: number): Fixture[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Poster ${String(i + 1).padStart(2, '0')}`,
    category: 'Posters',
    subCategory: 'space',
    price: 500,
  }));
}

export const productNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);
