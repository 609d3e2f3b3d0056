import { API_ROUTES } from '@shop/contracts';
import { PRODUCT_UID, TEMPLATE_UID } from '../content-types';
import type { ShopRoute } from './shop-route';

/** The catalogue: products and templates, their lists, items and reviews, and the staff's edits of them. */
export const CATALOGUE_ROUTES = {
  product: [
    {
      ...API_ROUTES.newestProducts,
      handler: `${PRODUCT_UID}.newlyAdded`,
      access: 'open',
      body: 'none',
      list: 'newestProducts',
    },
    {
      ...API_ROUTES.allProducts,
      handler: `${PRODUCT_UID}.allProducts`,
      access: 'open',
      body: 'none',
      list: 'allProducts',
    },
    {
      ...API_ROUTES.productListing,
      handler: 'api::product.product-listing.listing',
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.singleProduct,
      handler: `${PRODUCT_UID}.singleProduct`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.relatedProducts,
      handler: `${PRODUCT_UID}.relatedProducts`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.productReviews,
      handler: `${PRODUCT_UID}.reviews`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.addProductReview,
      handler: `${PRODUCT_UID}.addReview`,
      access: { rateLimit: 'review' },
      body: 'json',
    },
    {
      ...API_ROUTES.adminProducts,
      handler: `${PRODUCT_UID}.adminProducts`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.addProduct,
      handler: `${PRODUCT_UID}.addProduct`,
      access: 'staff',
      body: 'json-images',
    },
    {
      ...API_ROUTES.updateProduct,
      handler: `${PRODUCT_UID}.updateProduct`,
      access: 'staff',
      body: 'json-images',
    },
    {
      ...API_ROUTES.removeProduct,
      handler: `${PRODUCT_UID}.removeProduct`,
      access: 'staff',
      body: 'none',
    },
  ],
  template: [
    {
      ...API_ROUTES.fullTemplates,
      handler: `${TEMPLATE_UID}.adminTemplates`,
      access: 'open',
      body: 'none',
      list: 'fullTemplates',
    },
    {
      ...API_ROUTES.templateCards,
      handler: `${TEMPLATE_UID}.templates`,
      access: 'open',
      body: 'none',
      list: 'templateCards',
    },
    {
      ...API_ROUTES.singleTemplate,
      handler: `${TEMPLATE_UID}.singleTemplate`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.relatedTemplates,
      handler: `${TEMPLATE_UID}.relatedTemplates`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.templateReviews,
      handler: `${TEMPLATE_UID}.reviews`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.addTemplateReview,
      handler: `${TEMPLATE_UID}.addReview`,
      access: { rateLimit: 'review' },
      body: 'json',
    },
    {
      ...API_ROUTES.createTemplate,
      handler: `${TEMPLATE_UID}.createTemplate`,
      access: 'staff',
      body: 'json-images',
    },
    {
      ...API_ROUTES.removeTemplate,
      handler: `${TEMPLATE_UID}.removeTemplate`,
      access: 'staff',
      body: 'none',
    },
  ],
} satisfies Record<string, ShopRoute[]>;
