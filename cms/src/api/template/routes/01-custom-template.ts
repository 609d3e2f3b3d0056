const controller = 'api::template.template';
const base = '/custom-products';
const open = { auth: false } as const;
const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;
const limited = (bucket: string) => ({
  auth: false,
  middlewares: [{ name: 'global::rate-limit', config: { bucket } }],
});

/** The customisable-template calls of the spec (section 7). */
export default {
  routes: [
    {
      method: 'GET',
      path: `${base}/custom-admin-product-templates`,
      handler: `${controller}.adminTemplates`,
      config: open,
    },
    {
      method: 'GET',
      path: `${base}/custom-product-templates`,
      handler: `${controller}.templates`,
      config: open,
    },
    {
      method: 'GET',
      path: `${base}/single-product-template/:id`,
      handler: `${controller}.singleTemplate`,
      config: open,
    },
    {
      method: 'GET',
      path: `${base}/custom-related-product/:id`,
      handler: `${controller}.relatedTemplates`,
      config: open,
    },
    {
      method: 'GET',
      path: `${base}/single-product-template/:id/reviews`,
      handler: `${controller}.reviews`,
      config: open,
    },
    {
      method: 'POST',
      path: `${base}/single-product-template/:id/reviews`,
      handler: `${controller}.addReview`,
      config: limited('review'),
    },
    {
      method: 'POST',
      path: `${base}/create-custom-product-template`,
      handler: `${controller}.createTemplate`,
      config: staffOnly,
    },
    {
      method: 'DELETE',
      path: `${base}/custom-product-template/:id`,
      handler: `${controller}.removeTemplate`,
      config: staffOnly,
    },
  ],
};
