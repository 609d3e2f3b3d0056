/** Kept for the caching files that import it from here; the UID itself lives in ../content-types. */
export { ORDER_UID } from '../content-types';
