import { shopUrl } from './browser';
import { STAFF } from './shop-process';

/** A staff token straight from the API, to check what the shop stored. */
export async function staffToken(): Promise<string> {
  const res = await fetch(`${shopUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  return (await res.json()).token;
}

export async function allOrders(): Promise<any[]> {
  const res = await fetch(`${shopUrl()}/api/orders/all-orders`, {
    headers: { Authorization: await staffToken() },
  });
  return (await res.json()).orders;
}

export async function catalogue(): Promise<{ products: any[]; templates: any[] }> {
  const products = (await (await fetch(`${shopUrl()}/api/products/all-products`)).json()).products;
  const templates = await (
    await fetch(`${shopUrl()}/api/custom-products/custom-admin-product-templates`)
  ).json();
  return { products, templates };
}
