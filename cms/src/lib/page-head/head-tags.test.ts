import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { shorten } from './page-head';

const HEAD = {
  title: 'Poster "A" </title><script>alert(1)</script> | Shop',
  description: `It's <b>bold</b> & bright`,
  canonicalUrl: 'https://shop.example.com/product/abc?x="1"',
  siteName: 'Shop',
  type: 'product' as const,
  image: { url: 'https://shop.example.com/uploads/a.webp' },
  imageAlt: 'Poster "A"',
  price: { amount: 499, currency: 'PKR' as const, inStock: false },
  structuredData: [{ name: '</script><script>alert(2)</script>', note: 'a\u2028b' }],
};

describe('head tags', () => {
  it('escapes every text and attribute, and keeps JSON-LD inside its script', () => {
    const html = headTags(HEAD);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>Poster &quot;A&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Shop</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; bright" />',
    );
    expect(html).toContain('href="https://shop.example.com/product/abc?x=&quot;1&quot;"');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(HEAD.structuredData[0]);
    expect(json).not.toContain('\u2028');
  });

  it('gives products their price, currency and availability, and pages without a picture a small card', () => {
    const html = headTags(HEAD);
    expect(html).toContain('<meta property="product:price:amount" content="499" />');
    expect(html).toContain('<meta property="product:price:currency" content="PKR" />');
    expect(html).toContain('<meta property="product:availability" content="out of stock" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const plain = headTags({ ...HEAD, image: undefined, price: undefined, noIndex: true });
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
    expect(plain).toContain('<meta name="robots" content="noindex" />');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('product:price');
  });
});

describe('the share preview', () => {
  it('states the picture’s type, width and height when known, and none it does not know', () => {
    const sized = headTags({
      ...HEAD,
      image: {
        url: 'https://shop.example.com/images/share-preview.jpg',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
      },
    });
    expect(sized).toContain(
      '<meta property="og:image" content="https://shop.example.com/images/share-preview.jpg" />',
    );
    expect(sized).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(sized).toContain('<meta property="og:image:width" content="1200" />');
    expect(sized).toContain('<meta property="og:image:height" content="630" />');
    const unsized = headTags(HEAD);
    expect(unsized).toContain('og:image');
    expect(unsized).not.toMatch(/og:image:(width|height|type)/);
  });
});

describe('the preloaded pictures', () => {
  it('asks for the page’s pictures first, each with the srcset and sizes the page will use', () => {
    const html = headTags({
      ...HEAD,
      preloadImages: [
        {
          src: 'https://shop.example.com/uploads/w640_a.webp',
          srcSet:
            'https://shop.example.com/uploads/w320_a.webp 320w, https://shop.example.com/uploads/w640_a.webp 640w',
          sizes: '(max-width: 768px) 100vw, 560px',
        },
      ],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://shop.example.com/uploads/w640_a.webp" imagesrcset="https://shop.example.com/uploads/w320_a.webp 320w, https://shop.example.com/uploads/w640_a.webp 640w" imagesizes="(max-width: 768px) 100vw, 560px" fetchpriority="high" />',
    );
    expect(headTags({ ...HEAD, preloadImages: [{ src: '/a.webp' }, { src: '/b.webp' }] })).toContain(
      '<link rel="preload" as="image" href="/a.webp" fetchpriority="high" />\n    ' +
        '<link rel="preload" as="image" href="/b.webp" fetchpriority="high" />',
    );
    expect(headTags(HEAD)).not.toContain('rel="preload"');
  });
});

describe('shorten', () => {
  it('keeps short text whole and cuts long text at a word with an ellipsis', () => {
    expect(shorten('  A   short\n text ', 50)).toBe('A short text');
    const long = 'Gold calligraphy on a midnight blue ground, printed on thick matte paper that lasts.';
    const cut = shorten(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe('Gold calligraphy on a midnight blue…');
  });
});
