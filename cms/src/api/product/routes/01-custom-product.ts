const controller = 'api::product.product';
const open = { auth: false } as const;
const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;
const limited = (bucket: string) => ({
  auth: false,
  middlewares: [{ name: 'global::rate-limit', config: { bucket } }],
});

/** The product calls of the spec (section 7). Loaded before the core router, so these paths win. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/products/newly-added-products',
      handler: `${controller}.newlyAdded`,
      config: open,
    },
    { method: 'GET', path: '/products/all-products', handler: `${controller}.allProducts`, config: open },
    {
      method: 'GET',
      path: '/products/single-product/:id',
      handler: `${controller}.singleProduct`,
      config: open,
    },
    {
      method: 'GET',
      path: '/products/related-product/:id',
      handler: `${controller}.relatedProducts`,
      config: open,
    },
    {
      method: 'GET',
      path: '/products/single-product/:id/reviews',
      handler: `${controller}.reviews`,
      config: open,
    },
    {
      method: 'POST',
      path: '/products/single-product/:id/reviews',
      handler: `${controller}.addReview`,
      config: limited('review'),
    },
    {
      method: 'GET',
      path: '/products/all-admin-products',
      handler: `${controller}.adminProducts`,
      config: staffOnly,
    },
    { method: 'POST', path: '/products/add-product', handler: `${controller}.addProduct`, config: staffOnly },
    {
      method: 'PUT',
      path: '/products/update-product/:id',
      handler: `${controller}.updateProduct`,
      config: staffOnly,
    },
    {
      method: 'DELETE',
      path: '/products/remove-product/:id',
      handler: `${controller}.removeProduct`,
      config: staffOnly,
    },
  ],
};
