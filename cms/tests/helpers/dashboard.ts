import { type DashboardSummary, dashboardSummarySchema } from '@shop/contracts';
import type { TestShop } from './shop-server';

/** The staff dashboard of the shop day of `now`, as the server's cache holds it (encoded), parsed. */
export async function dashboardOf(shop: TestShop, now?: Date): Promise<DashboardSummary> {
  const staff = shop.strapi.service('api::staff.staff') as {
    encodedDashboardSummary(now?: Date): Promise<{ identity: Buffer }>;
  };
  const body = await staff.encodedDashboardSummary(now);
  return dashboardSummarySchema.parse(JSON.parse(body.identity.toString()));
}
