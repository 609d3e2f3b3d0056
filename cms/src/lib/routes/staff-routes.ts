import { API_ROUTES } from '@shop/contracts';
import type { ShopRoute } from './shop-route';

/** Staff sign-in, sessions, the dashboard, and the owner's staff accounts. */
export const STAFF_ROUTES = {
  staff: [
    {
      ...API_ROUTES.login,
      handler: 'api::staff.staff.login',
      access: 'open',
      body: 'json',
    },
    {
      ...API_ROUTES.setPassword,
      handler: 'api::staff.staff.setPassword',
      access: { rateLimit: 'setPassword' },
      body: 'json',
    },
    {
      ...API_ROUTES.logout,
      handler: 'api::staff.staff.logout',
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.logoutEverywhere,
      handler: 'api::staff.staff.logoutEverywhere',
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.staffSession,
      handler: 'api::staff.staff.session',
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.dashboardSummary,
      handler: 'api::staff.staff.dashboardSummary',
      access: 'staff',
      body: 'none',
    },
  ],
  staffAccount: [
    {
      ...API_ROUTES.staffAccounts,
      handler: 'api::staff.staff-account.accounts',
      access: 'owner',
      body: 'none',
    },
    {
      ...API_ROUTES.createStaffAccount,
      handler: 'api::staff.staff-account.createAccount',
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.changeStaffAccount,
      handler: 'api::staff.staff-account.changeAccount',
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.lastChanges,
      handler: 'api::staff.staff-account.lastChanges',
      access: 'staff',
      body: 'none',
    },
  ],
} satisfies Record<string, ShopRoute[]>;
