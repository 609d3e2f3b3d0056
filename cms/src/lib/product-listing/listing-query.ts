import { type ProductListingQuery, productListingQuerySchema } from '@shop/contracts';
import { ValidationError } from '../errors';

/** The listing a query string asks for; a bad parameter is a 400 naming it, an unknown one is ignored. */
export function listingQueryFrom(query: unknown): ProductListingQuery {
  const result = productListingQuerySchema.safeParse(query ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid listing query');
  return result.data;
}
