import { paths } from '@/config/paths';

/** The five main pages, in the order the header and footer list them (spec point 2); labels by message key. */
export const MAIN_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.products, label: 'nav.products' },
  { to: paths.customizeProducts, label: 'nav.customizeProducts' },
  { to: paths.contact, label: 'nav.contact' },
] as const;
