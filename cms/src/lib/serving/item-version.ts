import type { Core } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import type { CatalogueKind } from '../catalogue/catalogue-kind';
import { REVIEW_UID } from '../content-types';

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

function asNumber(value: unknown): number | string {
  return value instanceof Date ? value.getTime() : (value as number | string);
}

/**
 * One catalogue item's version, in one indexed query: its row's updatedAt and stock (an order and a
 * cancellation move both in one statement), and the count and newest updatedAt of its reviews.
 * `null` when there is no such item.
 */
export async function itemVersion(
  strapi: Core.Strapi,
  kind: CatalogueKind,
  documentId: string,
): Promise<string | null> {
  const knex = strapi.db.connection;
  const item = columnsOf(strapi, kind.uid);
  const review = columnsOf(strapi, REVIEW_UID);
  const link = (
    strapi.db.metadata.get(REVIEW_UID).attributes[kind.reviewRelation] as { joinTable: JoinTable }
  ).joinTable;
  const ofThisItem = (query: ReturnType<typeof knex>) =>
    query.where(`l.${link.inverseJoinColumn.name}`, knex.ref(`i.id`));
  const reviews = ofThisItem(
    knex(`${link.name} as l`)
      .join(`${review.table} as r`, `r.id`, `l.${link.joinColumn.name}`)
      .select(knex.raw('count(*)')),
  ).as('reviews');
  const newestReview = ofThisItem(
    knex(`${link.name} as l`)
      .join(`${review.table} as r`, `r.id`, `l.${link.joinColumn.name}`)
      .max(`r.${review.column('updatedAt')}`),
  ).as('newestReview');
  const row = (await knex(`${item.table} as i`)
    .where(`i.${item.column('documentId')}`, documentId)
    .first(
      `i.${item.column('updatedAt')} as updated`,
      `i.${item.column('stock')} as stock`,
      reviews,
      newestReview,
    )) as Record<string, unknown> | undefined;
  if (!row) return null;
  return [asNumber(row.updated), row.stock, row.reviews, asNumber(row.newestReview) ?? ''].join(':');
}
