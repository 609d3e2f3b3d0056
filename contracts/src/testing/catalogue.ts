/** A size as the fixtures write it: every field present. */
export interface FixtureSize {
  size: string;
  actualPrice: number;
  discountedPrice: number | null;
}

/** A poster's two sizes as the tests on both sides price them: A4 discounted to 499, A3 at its full 1100. A new array each call. */
export function posterSizes(): FixtureSize[] {
  return [
    { size: 'A4', actualPrice: 650, discountedPrice: 499 },
    { size: 'A3', actualPrice: 1100, discountedPrice: null },
  ];
}
