import type { UID } from '@strapi/strapi';
import { PRODUCT_UID, TEMPLATE_UID } from '../content-types';

/** What differs between ready-made products and customisable templates. */
export interface CatalogueKind {
  uid: UID.ContentType;
  imagesField: 'productImages' | 'templateImages';
  /** How a review links to its subject. */
  reviewRelation: 'product' | 'template';
  label: string;
}

export const PRODUCT_KIND: CatalogueKind = {
  uid: PRODUCT_UID,
  imagesField: 'productImages',
  reviewRelation: 'product',
  label: 'Product',
};

export const TEMPLATE_KIND: CatalogueKind = {
  uid: TEMPLATE_UID,
  imagesField: 'templateImages',
  reviewRelation: 'template',
  label: 'Template',
};
