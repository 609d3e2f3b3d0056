import type { Core } from '@strapi/strapi';
import { RELATED_LIMIT, type ReviewInput, type StoredImage } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../errors';
import { removeImages } from '../images/image-store';
import { absoluteImageUrl, publicImages } from '../images/public-url';
import { toWire } from '../wire';
import type { CatalogueKind } from './catalogue-kind';
import { planImages, storePlannedImages } from './catalogue-images';
import { type SummaryImages, summaryFields, toSummary, urduText } from './summaries';
import { REVIEW_UID } from '../content-types';
import { documentsOf, type StoredDocument } from '../documents';

/** Fields a product or template write stores, after validation by its contract schema. */
export interface CatalogueWrite {
  name: string;
  description: string;
  nameUr: string;
  descriptionUr: string;
  category: string;
  subCategory: string;
  stock: number;
  hasFrame: boolean;
  frameColors: string[];
  sizes: unknown[];
  images: Parameters<typeof planImages>[0];
  extra: Record<string, unknown>;
}

/**
 * Reads and writes of products and templates, which share every rule but their images field: the
 * product and template services are made of it. Its writes are not named `create`/`update`, which
 * stay the Document Service's core service methods.
 */
export function catalogueService(strapi: Core.Strapi, kind: CatalogueKind) {
  const documents = () => documentsOf(strapi, kind.uid);
  const reviewDocuments = () => documentsOf(strapi, REVIEW_UID);

  async function findDocument(id: unknown) {
    const doc = isDocumentId(id) ? await documents().findOne({ documentId: id }) : null;
    if (!doc) throw new NotFoundError(`${kind.label} not found`);
    return doc;
  }
  function asWire(doc: StoredDocument | null) {
    if (!doc) throw new NotFoundError(`${kind.label} not found`);
    const { reviews: _reviews, nameUr, descriptionUr, printSizes, ...rest } = toWire(doc);
    return {
      ...rest,
      ...urduText('nameUr', nameUr),
      ...urduText('descriptionUr', descriptionUr),
      // A template's print sizes only when staff gave some: other answers stay as the spec has them.
      ...(printSizes && Object.keys(printSizes).length > 0 ? { printSizes } : {}),
      frameColors: doc.frameColors ?? [],
      sizes: doc.sizes ?? [],
      [kind.imagesField]: publicImages(strapi, doc[kind.imagesField]),
    };
  }

  return {
    async summaries(limit: number, images: SummaryImages = 'sized') {
      const docs = await documents().findMany({
        fields: summaryFields(kind),
        sort: 'createdAt:desc',
        limit,
      });
      return docs.map((doc) => toSummary(strapi, kind, doc, images));
    },

    async fullList(limit: number) {
      const docs = await documents().findMany({ sort: 'createdAt:desc', limit });
      return docs.map(asWire);
    },

    async one(id: unknown) {
      return asWire(await findDocument(id));
    },

    async related(id: unknown) {
      const doc = await findDocument(id);
      const docs = await documents().findMany({
        fields: summaryFields(kind),
        filters: { category: doc.category, documentId: { $ne: doc.documentId } },
        sort: 'createdAt:desc',
        limit: RELATED_LIMIT,
      });
      return docs.map((d) => toSummary(strapi, kind, d));
    },

    async reviews(id: unknown) {
      const doc = await findDocument(id);
      const reviews = await reviewDocuments().findMany({
        filters: { [kind.reviewRelation]: { documentId: doc.documentId } },
        fields: ['name', 'rating', 'comment', 'createdAt'],
        sort: 'createdAt:desc',
        limit: 500,
      });
      return reviews.map((r) => toWire(r));
    },

    async addReview(id: unknown, input: ReviewInput) {
      const doc = await findDocument(id);
      const review = await reviewDocuments().create({
        data: { ...input, [kind.reviewRelation]: doc.documentId },
        fields: ['name', 'rating', 'comment', 'createdAt'],
      });
      return toWire(review);
    },

    async createEntry(write: CatalogueWrite) {
      const plan = await planImages(write.images, []);
      const { stored, created } = await storePlannedImages(strapi, plan, write.name);
      const { images: _images, extra, ...fields } = write;
      try {
        const doc = await documents().create({
          data: { ...fields, ...extra, [kind.imagesField]: stored },
        });
        return asWire(doc);
      } catch (error) {
        await removeImages(strapi, created);
        throw error;
      }
    },

    async updateEntry(id: unknown, write: CatalogueWrite) {
      const doc = await findDocument(id);
      const existing = (doc[kind.imagesField] ?? []) as StoredImage[];
      const plan = await planImages(write.images, existing, (url) => absoluteImageUrl(strapi, url));
      const { stored, created } = await storePlannedImages(strapi, plan, write.name);
      const { images: _images, extra, ...fields } = write;
      let updated: StoredDocument | null;
      try {
        updated = await documents().update({
          documentId: doc.documentId,
          data: { ...fields, ...extra, [kind.imagesField]: stored },
        });
      } catch (error) {
        await removeImages(strapi, created);
        throw error;
      }
      // Images the item no longer shows (imagesToDelete, or replaced in a slot) leave storage too.
      const keptIds = new Set(stored.map((image) => image.public_id));
      await removeImages(
        strapi,
        existing
          .map((image) => image.public_id ?? '')
          .filter((publicId) => publicId && !keptIds.has(publicId)),
      );
      return asWire(updated);
    },

    async remove(id: unknown) {
      const doc = await findDocument(id);
      const reviews = await reviewDocuments().findMany({
        filters: { [kind.reviewRelation]: { documentId: doc.documentId } },
        fields: ['documentId'],
        limit: 10_000,
      });
      for (const review of reviews) await reviewDocuments().delete({ documentId: review.documentId });
      await documents().delete({ documentId: doc.documentId });
      const images = (doc[kind.imagesField] ?? []) as StoredImage[];
      await removeImages(strapi, images.map((image) => image.public_id ?? '').filter(Boolean));
      return { message: `${kind.label} deleted` };
    },
  };
}
