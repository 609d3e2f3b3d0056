import { EMBEDDED_ANSWER_ID } from '@shop/contracts';
import { afterAll } from 'vitest';
import { type FileShop, shopForFile } from './file-shop';
import { pngDataUrl } from './fixtures';
import { minimalStorefront, readHead } from './storefront-build';

/** A test file's shop serving a minimal storefront build, for the pages it answers. */
export interface PageShop extends FileShop {
  storefront: ReturnType<typeof minimalStorefront>;
}

/** Starts one shop over a minimal storefront build for the file's tests (see shopForFile). */
export function pageShopForFile(): PageShop {
  const storefront = minimalStorefront();
  const fixture = shopForFile({ STOREFRONT_DIR: storefront.dir });
  afterAll(() => storefront.remove());
  return Object.assign(fixture, { storefront });
}

/** The API answers a page carries for its first screen, as the storefront reads them. */
export function embeddedAnswers(html: string): { key: string; answer: any }[] {
  const script = new RegExp(
    `<script id="${EMBEDDED_ANSWER_ID}" type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  return script ? JSON.parse(script[1]) : [];
}

/** The answer a page carries for the call `key` (its path under /api), or null. */
export function embeddedAnswer(html: string, key: string): { key: string; answer: any } | null {
  return embeddedAnswers(html).find((answer) => answer.key === key) ?? null;
}

/** The calls the page tests make on their file's shop. */
export function pageTools(fixture: PageShop) {
  return {
    /** A page fetched as a crawler or a chat app's link preview fetches it. */
    async crawl(path: string) {
      const res = await fetch(`${fixture.shop.baseUrl}${path}`, {
        headers: { 'User-Agent': 'WhatsApp/2.23', Accept: 'text/html' },
      });
      const html = await res.text();
      return { status: res.status, html, head: readHead(html), type: res.headers.get('content-type') };
    },

    /** A poster added through the staff API, as staff add one. */
    async addProduct(fields: Record<string, unknown> = {}) {
      const res = await fixture.shop
        .api()
        .post('/api/products/add-product')
        .set('Authorization', fixture.token)
        .send({
          name: 'Moonlit Calligraphy Poster',
          description: 'Gold Arabic calligraphy on a midnight blue ground, printed on thick matte paper.',
          category: 'Posters',
          subCategory: 'ISLAMIC',
          stock: 5,
          sizes: [
            { size: 'A3', actualPrice: 1500, discountedPrice: 1200 },
            { size: 'A4', actualPrice: 900, discountedPrice: 750 },
          ],
          productImages: [await pngDataUrl()],
          ...fields,
        })
        .expect(201);
      return res.body as { _id: string; name: string };
    },
  };
}
