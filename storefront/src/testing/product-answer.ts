// A product as the API's lists answer it (name, category, one A4 size, a picture with two widths), for
// the tests of the pages that show product cards.

export interface Fixture {
  name: string;
  category: string;
  subCategory?: string;
  price?: number;
}

/** The `index`th product of a list: its id and its picture's files follow from `index`. */
export function product({ name, category, subCategory, price }: Fixture, index: number) {
  return {
    _id: `p${index + 1}`,
    name,
    category,
    subCategory: subCategory ?? null,
    sizes: price === undefined ? [] : [{ size: 'A4', actualPrice: price, discountedPrice: null }],
    productImages: [
      {
        url: `/uploads/p${index + 1}.webp`,
        public_id: `p${index + 1}`,
        variants: [
          { url: `/uploads/small_p${index + 1}.webp`, width: 512 },
          { url: `/uploads/p${index + 1}.webp`, width: 1000 },
        ],
      },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}
