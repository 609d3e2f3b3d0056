import { paths } from '@/config/paths';

/** The five main pages, in the order the header and footer list them (spec point 2). */
export const MAIN_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.products, label: 'Products' },
  { to: paths.customizeProducts, label: 'Customize Products' },
  { to: paths.contact, label: 'Contact Us' },
] as const;
