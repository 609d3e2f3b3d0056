import { type DashboardSummary, dashboardSummarySchema, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const DASHBOARD_SUMMARY_PATH = apiPath('dashboardSummary');

export function fetchDashboardSummary(path: string): Promise<DashboardSummary> {
  return apiRequest(path, { schema: dashboardSummarySchema });
}

/** What the shop owner reads first: sales, stock alerts, newest orders and messages. */
export function useDashboardSummary() {
  return useSWR(DASHBOARD_SUMMARY_PATH, fetchDashboardSummary, {
    onError: (error) => console.warn('Failed to load the dashboard summary', error),
  });
}
