import type { Core } from '@strapi/strapi';
import type { DashboardSummary } from '@shop/contracts';
import { cachesOf, getAnswer } from '../serving/cached-answers';
import { encode } from '../serving/encoded-body';
import { MESSAGE_UID, ORDER_UID, PRODUCT_UID, TEMPLATE_UID } from '../content-types';

/**
 * The dashboard summary of a shop day and its encoded answer, built once per version of the tables it
 * reads (per process): a write through this process is seen at once, one through another within
 * VERSION_CHECK_MS.
 */
export function cachedDashboard(strapi: Core.Strapi, day: string, build: () => Promise<DashboardSummary>) {
  return getAnswer(strapi, cachesOf(strapi).dashboard, {
    key: day,
    uids: [ORDER_UID, PRODUCT_UID, TEMPLATE_UID, MESSAGE_UID],
    build: async () => {
      const summary = await build();
      return { summary, body: await encode(summary) };
    },
  });
}
