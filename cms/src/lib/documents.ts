import type { Core, UID } from '@strapi/strapi';

/** A stored document as the shop reads it: its id and attributes, each checked or converted where it is read. */
export type StoredDocument = Record<string, unknown> & { documentId: string };

interface FindParams {
  filters?: Record<string, unknown>;
  fields?: readonly string[];
  sort?: string | readonly string[];
  limit?: number;
  populate?: unknown;
}

/**
 * The Document Service calls the shop makes, with plain records in and out. Its code picks a content
 * type's fields, filters and relations at run time (a product or a template by its kind) and writes
 * shapes built by the contracts' zod schemas, which Strapi's generated types cannot follow; what goes
 * out on the wire is checked by the contracts' schemas instead.
 */
export interface ShopDocuments {
  findOne(params: { documentId: string } & FindParams): Promise<StoredDocument | null>;
  findFirst(params?: FindParams): Promise<StoredDocument | null>;
  findMany(params?: FindParams): Promise<StoredDocument[]>;
  create(params: { data: object; fields?: readonly string[] }): Promise<StoredDocument>;
  update(params: {
    documentId: string;
    data: object;
    fields?: readonly string[];
  }): Promise<StoredDocument | null>;
  delete(params: { documentId: string }): Promise<unknown>;
}

/** The Document Service of a content type, through the shop's plain-record view of it. */
export function documentsOf(strapi: Core.Strapi, uid: UID.ContentType): ShopDocuments {
  return strapi.documents(uid) as unknown as ShopDocuments;
}
