import type { FieldScripts, PhotoCrops } from '@shop/contracts';

/**
 * An order line as the order's JSON column holds it. Orders stored by earlier versions, the panel or a
 * script may lack a field, so each is optional and read with a fallback.
 */
export interface StoredOrderLine {
  id?: string;
  kind?: string;
  name?: string;
  /** The item's Urdu name when it was ordered, if it had one. */
  nameUr?: string;
  size?: string | null;
  frame?: string | null;
  quantity?: number;
  price?: number;
  image?: string;
  customFields?: Record<string, unknown>;
  /** How the shopper cropped each photo, by field (checked when the order was placed). */
  photoCrops?: PhotoCrops;
  /** The script of each text field written in a chosen one, by field (checked when the order was placed). */
  fieldScripts?: FieldScripts;
  /** Whether the line's template needed the customer's approval when ordered; its proof once uploaded. */
  needsApproval?: boolean;
  proofUrl?: string | null;
  /** The proof's upload id, to remove it when a newer proof replaces it. */
  proofId?: string;
  /** The shop drew this proof (staff did not upload it): a correction that redraws the line removes it. */
  proofDrawn?: true;
}

/** The shopper's details as the order's JSON column holds them. */
export interface StoredCustomer {
  name?: string;
  phone?: string;
  email?: string;
  address?: string;
  city?: string;
}

/** An order as the query engine or the Document Service reads it (JSON columns parsed). */
export interface StoredOrder {
  documentId: string;
  orderNumber: string;
  customer?: StoredCustomer | null;
  items?: StoredOrderLine[] | null;
  status?: string | null;
  history?: unknown;
  subtotal: number;
  discountCode?: string | null;
  discountAmount?: number | null;
  deliveryCharge: number;
  total: number;
  courier?: string | null;
  trackingNumber?: string | null;
  trackingToken?: string | null;
  createdAt: string | Date;
  [attribute: string]: unknown;
}
