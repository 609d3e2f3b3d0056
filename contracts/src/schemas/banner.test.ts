import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './text';
import {
  BANNER_MESSAGES,
  bannerChangesSchema,
  bannerInputSchema,
  bannerOrderSchema,
  isBannerLink,
} from './banner';

const PICTURE = 'data:image/png;base64,AAAA';

describe('isBannerLink', () => {
  it.each([
    '',
    '/products',
    '/products?category=Frames',
    '/product/abc#reviews',
    'https://instagram.com/shop',
  ])('takes %j', (link) => expect(isBannerLink(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'http://example.com',
    '//evil.example',
    'products',
    '/a b',
    '/\\evil.example',
    'https://',
    'https://exa mple.com',
    'data:text/html,x',
  ])('refuses %j', (link) => expect(isBannerLink(link)).toBe(false));
});

describe('bannerInputSchema', () => {
  it('fills the optional texts, the link and hidden with their defaults, trimmed', () => {
    expect(bannerInputSchema.parse({ picture: PICTURE, alt: '  Frames  ' })).toEqual({
      picture: PICTURE,
      alt: 'Frames',
      title: '',
      subtitle: '',
      link: '',
      hidden: false,
    });
  });

  it.each([
    [{ alt: 'A' }, BANNER_MESSAGES.pictureMissing],
    [{ picture: '/uploads/a.png', alt: 'A' }, BANNER_MESSAGES.pictureNotData],
    [{ picture: PICTURE, alt: '   ' }, BANNER_MESSAGES.altMissing],
    [{ picture: PICTURE, alt: 'A', link: 'http://x.example' }, BANNER_MESSAGES.link],
    [{ picture: PICTURE, alt: 'A', subtitle: 'x'.repeat(161) }, 'Subtitle must be at most 160 characters'],
  ])('refuses %j with a clear message', (input, message) => {
    const parsed = bannerInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueMessage(parsed.error)).toBe(message);
  });
});

describe('bannerChangesSchema', () => {
  it('keeps only the fields sent, so an edit changes nothing else', () => {
    expect(bannerChangesSchema.parse({ hidden: true })).toEqual({ hidden: true });
    expect(bannerChangesSchema.parse({ title: ' Eid ' })).toEqual({ title: 'Eid' });
  });
});

describe('bannerOrderSchema', () => {
  it('refuses an id listed twice and an empty list', () => {
    expect(bannerOrderSchema.safeParse({ ids: ['a', 'b'] }).success).toBe(true);
    expect(bannerOrderSchema.safeParse({ ids: ['a', 'a'] }).success).toBe(false);
    expect(bannerOrderSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
