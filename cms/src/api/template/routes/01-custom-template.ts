import { openToAll, staffOnly, rateLimited } from '../../../lib/route-access';

const controller = 'api::template.template';
const base = '/custom-products';

/** The customisable-template calls of the spec (section 7). */
export default {
  routes: [
    {
      method: 'GET',
      path: `${base}/custom-admin-product-templates`,
      handler: `${controller}.adminTemplates`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: `${base}/custom-product-templates`,
      handler: `${controller}.templates`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: `${base}/single-product-template/:id`,
      handler: `${controller}.singleTemplate`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: `${base}/custom-related-product/:id`,
      handler: `${controller}.relatedTemplates`,
      config: openToAll(),
    },
    {
      method: 'GET',
      path: `${base}/single-product-template/:id/reviews`,
      handler: `${controller}.reviews`,
      config: openToAll(),
    },
    {
      method: 'POST',
      path: `${base}/single-product-template/:id/reviews`,
      handler: `${controller}.addReview`,
      config: rateLimited('review'),
    },
    {
      method: 'POST',
      path: `${base}/create-custom-product-template`,
      handler: `${controller}.createTemplate`,
      config: staffOnly(),
    },
    {
      method: 'DELETE',
      path: `${base}/custom-product-template/:id`,
      handler: `${controller}.removeTemplate`,
      config: staffOnly(),
    },
  ],
};
