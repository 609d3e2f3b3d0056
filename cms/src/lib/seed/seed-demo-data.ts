import type { Core } from '@strapi/strapi';
import { storeImage } from '../images/image-store';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_REVIEWS,
  demoProducts,
  demoReviewDate,
  demoTemplates,
} from './demo-catalogue';
import { demoPictures, type PictureSubject } from './demo-images';
import { ANNOUNCEMENT_UID, PRODUCT_UID, REVIEW_UID, TEMPLATE_UID } from '../content-types';
import { documentsOf } from '../documents';

const SEEDED_FLAG = { type: 'core' as const, name: 'shop', key: 'demoSeeded' };

/** On a fresh database only: the demo catalogue, templates, reviews and announcements. */
export async function seedDemoData(strapi: Core.Strapi) {
  const store = strapi.store(SEEDED_FLAG);
  if (await store.get({})) return;
  const existing = await strapi.db.query(PRODUCT_UID).count();
  if (existing > 0) {
    await store.set({ value: true });
    return;
  }
  strapi.log.info('Seeding the demo catalogue…');
  const started = Date.now();
  let index = 0;
  const storePictures = async (subject: PictureSubject) => {
    const pictures = await demoPictures(subject, index++);
    const stored = [];
    for (const picture of pictures) stored.push(await storeImage(strapi, picture, subject.name));
    return stored;
  };
  const productIds: string[] = [];
  for (const item of demoProducts()) {
    const product = await documentsOf(strapi, PRODUCT_UID).create({
      data: { ...item, productImages: await storePictures(item) },
    });
    productIds.push(product.documentId);
  }
  const templateIds: string[] = [];
  for (const template of demoTemplates()) {
    const created = await documentsOf(strapi, TEMPLATE_UID).create({
      data: { ...template, templateImages: await storePictures(template), isNew: true },
    });
    templateIds.push(created.documentId);
  }
  const now = new Date();
  for (const [i, { daysAgo, ...review }] of DEMO_REVIEWS.entries()) {
    for (const about of [{ product: productIds[i % 3] }, { template: templateIds[i % 2] }]) {
      const created = await documentsOf(strapi, REVIEW_UID).create({ data: { ...review, ...about } });
      // The Document Service stamps a new entry with today: a shop's reviews come over weeks.
      const createdAt = demoReviewDate({ daysAgo }, now, 'template' in about);
      await strapi.db
        .query(REVIEW_UID)
        .update({ where: { documentId: created.documentId }, data: { createdAt } });
    }
  }
  for (const message of DEMO_ANNOUNCEMENTS) {
    await documentsOf(strapi, ANNOUNCEMENT_UID).create({ data: { message } });
  }
  await store.set({ value: true });
  strapi.log.info(
    `Seeded ${productIds.length} products and ${templateIds.length} templates in ${Date.now() - started} ms.`,
  );
}
