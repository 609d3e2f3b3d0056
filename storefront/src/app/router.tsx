import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layout/public-layout';
// Home is most visits' first page: it ships in the entry rather than one round trip later.
import { HomePage } from '@/features/home/home-page';

type AdminPages = typeof import('@/features/admin/admin-pages');

/** Staff screens come from one lazily loaded module, so the public entry never carries them. */
function adminPage(name: keyof AdminPages) {
  return async () => {
    const pages = await import('@/features/admin/admin-pages');
    return { Component: pages[name] as React.ComponentType };
  };
}

const publicRoutes: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  {
    path: paths.about,
    lazy: async () => ({ Component: (await import('@/features/about/about-page')).AboutPage }),
  },
  {
    path: paths.products,
    lazy: async () => ({ Component: (await import('@/features/catalogue/products-page')).ProductsPage }),
  },
  {
    path: paths.customizeProducts,
    lazy: async () => ({
      Component: (await import('@/features/catalogue/customize-products-page')).CustomizeProductsPage,
    }),
  },
  {
    path: paths.contact,
    lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
  },
  {
    path: '/product/:id',
    lazy: async () => ({ Component: (await import('@/features/product-detail/product-page')).ProductPage }),
  },
  {
    path: '/customize-product/:id',
    lazy: async () => ({
      Component: (await import('@/features/product-detail/customize-product-page')).CustomizeProductPage,
    }),
  },
  {
    path: paths.cart,
    lazy: async () => ({ Component: (await import('@/features/cart/cart-page')).CartPage }),
  },
  {
    path: paths.checkout,
    lazy: async () => ({ Component: (await import('@/features/checkout/checkout-page')).CheckoutPage }),
  },
  {
    path: paths.thankYou,
    lazy: async () => ({ Component: (await import('@/features/checkout/thank-you-page')).ThankYouPage }),
  },
  ...[paths.trackOrder, `${paths.trackOrder}/:token`].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('@/features/track-order/track-order-page')).TrackOrderPage,
    }),
  })),
];

const adminRoutes: RouteObject[] = [
  { path: paths.admin.dashboard, lazy: adminPage('DashboardPage') },
  { path: paths.admin.createProduct, lazy: adminPage('CreateProductPage') },
  { path: paths.admin.products, lazy: adminPage('ProductsListPage') },
  { path: paths.admin.templates, lazy: adminPage('TemplatesListPage') },
  { path: paths.admin.updateProduct, lazy: adminPage('UpdateProductPage') },
  { path: paths.admin.orders, lazy: adminPage('OrdersPage') },
  { path: paths.admin.createTemplate, lazy: adminPage('CreateTemplatePage') },
  { path: paths.admin.messages, lazy: adminPage('MessagesPage') },
  { path: paths.admin.announcements, lazy: adminPage('AnnouncementsPage') },
  { path: paths.admin.shopSettings, lazy: adminPage('ShopSettingsPage') },
];

export const routes: RouteObject[] = [
  { element: <PublicLayout />, children: publicRoutes },
  { path: paths.login, lazy: adminPage('LoginPage') },
  { lazy: adminPage('AdminLayout'), children: adminRoutes },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
