import { catalogue } from './staff-api';

/** The shopper's screens, with a real product and template page. */
export async function publicPages(): Promise<string[]> {
  const { products, templates } = await catalogue();
  return [
    '/',
    '/about-us',
    '/products',
    '/customize-products',
    '/contact-us',
    `/product/${products[0]._id}`,
    `/customize-product/${templates[0]._id}`,
    '/cart',
    '/checkout',
  ];
}
