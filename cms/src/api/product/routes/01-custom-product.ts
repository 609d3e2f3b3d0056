import { openToAll, staffOnly, rateLimited } from '../../../lib/route-access';

const controller = 'api::product.product';

/** The product calls of the spec (section 7). Loaded before the core router, so these paths win. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/products/newly-added-products',
      handler: `${controller}.newlyAdded`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: '/products/all-products',
      handler: `${controller}.allProducts`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: '/products/single-product/:id',
      handler: `${controller}.singleProduct`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: '/products/related-product/:id',
      handler: `${controller}.relatedProducts`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: '/products/single-product/:id/reviews',
      handler: `${controller}.reviews`,
      config: openToAll(),
    },
    {
      method: 'POST',
      path: '/products/single-product/:id/reviews',
      handler: `${controller}.addReview`,
      config: rateLimited('review'),
    },
    {
      method: 'GET',
      path: '/products/all-admin-products',
      handler: `${controller}.adminProducts`,
      config: staffOnly(),
    },
    {
      method: 'POST',
      path: '/products/add-product',
      handler: `${controller}.addProduct`,
      config: staffOnly(),
    },
    {
      method: 'PUT',
      path: '/products/update-product/:id',
      handler: `${controller}.updateProduct`,
      config: staffOnly(),
    },
    {
      method: 'DELETE',
      path: '/products/remove-product/:id',
      handler: `${controller}.removeProduct`,
      config: staffOnly(),
    },
  ],
};
