import type { Core, UID } from '@strapi/strapi';
import type { DashboardSummary } from '@shop/contracts';
import { cachesOf, getAnswer } from '../serving/cached-answers';
import { encode } from '../serving/encoded-body';
import { MESSAGE_UID, ORDER_UID, PRODUCT_UID, TEMPLATE_UID } from '../content-types';

/** The tables the dashboard reads: its figures change only when one of them does. */
const DASHBOARD_UIDS: readonly UID.ContentType[] = [ORDER_UID, PRODUCT_UID, TEMPLATE_UID, MESSAGE_UID];

/**
 * The dashboard summary of a shop day and its encoded answer, built once per version of the tables it
 * reads (per process): a write through this process is seen at once, one through another process within
 * the versions' re-read interval.
 */
export function cachedDashboard(strapi: Core.Strapi, day: string, build: () => Promise<DashboardSummary>) {
  return getAnswer(strapi, cachesOf(strapi).dashboard, {
    key: day,
    uids: DASHBOARD_UIDS,
    build: async () => {
      const summary = await build();
      return { summary, body: await encode(summary) };
    },
  });
}
