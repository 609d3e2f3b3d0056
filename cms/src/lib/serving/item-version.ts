import type { Core } from '@strapi/strapi';
import type { CatalogueKind } from '../catalogue/catalogue-kind';
import { REVIEW_UID } from '../content-types';
import { columnsOf } from '../db-columns';

const asNumber = (value: unknown) => (value instanceof Date ? value.getTime() : value);

/**
 * One catalogue item's version, in one indexed query: its row's updatedAt and stock (an order and a
 * cancellation move both in one statement), and the count and newest updatedAt of its reviews.
 * `null` when there is no such item.
 */
export async function itemVersion(strapi: Core.Strapi, kind: CatalogueKind, documentId: string) {
  const knex = strapi.db.connection;
  const item = columnsOf(strapi, kind.uid);
  const review = columnsOf(strapi, REVIEW_UID);
  const link = (
    strapi.db.metadata.get(REVIEW_UID).attributes[kind.reviewRelation] as { joinTable: JoinTable }
  ).joinTable;
  const ofItsReviews = (select: ReturnType<typeof knex.raw>, as: string) =>
    knex(`${link.name} as l`)
      .join(`${review.table} as r`, 'r.id', `l.${link.joinColumn.name}`)
      .where(`l.${link.inverseJoinColumn.name}`, knex.ref('i.id'))
      .select(select)
      .as(as);
  const row = await knex(`${item.table} as i`)
    .where(`i.${item.column('documentId')}`, documentId)
    .first(
      `i.${item.column('updatedAt')} as updated`,
      `i.${item.column('stock')} as stock`,
      ofItsReviews(knex.raw('count(*)'), 'reviews'),
      ofItsReviews(knex.raw('max(??)', [`r.${review.column('updatedAt')}`]), 'newestReview'),
    );
  if (!row) return null;
  return [asNumber(row.updated), row.stock, row.reviews, asNumber(row.newestReview) ?? ''].join(':');
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}
