import { paths } from '@/config/paths';

/** The staff sidebar (spec point 2), in the order staff use it; `ownerOnly` screens are hidden from `staff` accounts. */
export const ADMIN_LINKS: readonly { to: string; label: string; ownerOnly?: true }[] = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.products, label: 'Products List' },
  { to: paths.admin.templates, label: 'Templates List' },
  { to: paths.admin.createProduct, label: 'Create Product' },
  { to: paths.admin.createTemplate, label: 'Create Template' },
  { to: paths.admin.orders, label: 'View Orders' },
  { to: paths.admin.newOrder, label: 'New order' },
  { to: paths.admin.messages, label: 'Messages' },
  { to: paths.admin.announcements, label: 'Announcements' },
  { to: paths.admin.banners, label: 'Banners' },
  { to: paths.admin.discountCodes, label: 'Discount codes', ownerOnly: true },
  { to: paths.admin.shopSettings, label: 'Shop settings', ownerOnly: true },
  { to: paths.admin.staffAccounts, label: 'Staff accounts', ownerOnly: true },
];

/** The staff screens only an owner may open. */
export const OWNER_ONLY_PATHS: readonly string[] = ADMIN_LINKS.filter((link) => link.ownerOnly).map(
  (link) => link.to,
);
