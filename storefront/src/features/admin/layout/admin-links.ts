import { paths } from '@/config/paths';

/** The staff sidebar (spec point 2), in the order staff use it. */
export const ADMIN_LINKS = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.products, label: 'Products List' },
  { to: paths.admin.templates, label: 'Templates List' },
  { to: paths.admin.createProduct, label: 'Create Product' },
  { to: paths.admin.createTemplate, label: 'Create Template' },
  { to: paths.admin.orders, label: 'View Orders' },
  { to: paths.admin.messages, label: 'Messages' },
  { to: paths.admin.announcements, label: 'Announcements' },
  { to: paths.admin.discountCodes, label: 'Discount codes' },
  { to: paths.admin.shopSettings, label: 'Shop settings' },
] as const;
