import { type ComponentType, lazy, Suspense } from 'react';
import { pathWithoutLocale, SHOP_PATH_PATTERNS, type ShopLocale } from '@shop/contracts';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layout/public-layout';
// Home is most visits' first page: it ships in the entry rather than one round trip later.
import { HomePage } from '@/features/home/home-page';
import { type LazyPage, LazyPageView, lazyPage } from './lazy-page';

type AdminPages = typeof import('@/features/admin/admin-pages');

/** Staff screens come from one lazily loaded module, so the public entry never carries them. */
function adminPage(name: keyof AdminPages) {
  return lazy(async () => ({
    default: (await import('@/features/admin/admin-pages'))[name] as ComponentType,
  }));
}

/** Each staff screen waits in its own Suspense boundary: the staff frame around it stays in place. */
function Staff({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

// Declarative routes with lazily loaded pages: the data router (loaders, actions, lazy route objects)
// would add about 15 KB gzip to the entry for features this shop does not use (decision 0017).
const AboutPage = lazyPage(async () => (await import('@/features/about/about-page')).AboutPage);
const ProductsPage = lazyPage(async () => (await import('@/features/catalogue/products-page')).ProductsPage);
const CustomizeProductsPage = lazyPage(
  async () => (await import('@/features/catalogue/customize-products-page')).CustomizeProductsPage,
);
const ContactPage = lazyPage(async () => (await import('@/features/contact/contact-page')).ContactPage);
const ProductPage = lazyPage(
  async () => (await import('@/features/product-detail/product-page')).ProductPage,
);
const CustomizeProductPage = lazyPage(
  async () => (await import('@/features/product-detail/customize-product-page')).CustomizeProductPage,
);
const CartPage = lazyPage(async () => (await import('@/features/cart/cart-page')).CartPage);
const CheckoutPage = lazyPage(async () => (await import('@/features/checkout/checkout-page')).CheckoutPage);
const ThankYouPage = lazyPage(async () => (await import('@/features/checkout/thank-you-page')).ThankYouPage);
const TrackOrderPage = lazyPage(
  async () => (await import('@/features/track-order/track-order-page')).TrackOrderPage,
);

/** The public pages in their own chunks, by route. */
const LAZY_PUBLIC_PAGES: { path: string; Page: LazyPage }[] = [
  { path: paths.about, Page: AboutPage },
  { path: paths.products, Page: ProductsPage },
  { path: paths.customizeProducts, Page: CustomizeProductsPage },
  { path: paths.contact, Page: ContactPage },
  { path: SHOP_PATH_PATTERNS.product, Page: ProductPage },
  { path: SHOP_PATH_PATTERNS.customizeProduct, Page: CustomizeProductPage },
  { path: paths.cart, Page: CartPage },
  { path: paths.checkout, Page: CheckoutPage },
  { path: paths.thankYou, Page: ThankYouPage },
  { path: paths.trackOrder, Page: TrackOrderPage },
  { path: SHOP_PATH_PATTERNS.trackOrderByToken, Page: TrackOrderPage },
];

/**
 * Loads the module of the public page at `pathname`, if it has its own chunk (the page's HTML
 * preloads that chunk beside the entry): called before the first render, so that render shows the
 * page itself and its largest picture, not the loading state, one render and a paint later.
 */
export function loadPageAt(pathname: string): Promise<unknown> {
  const page = LAZY_PUBLIC_PAGES.find(({ path }) => matchPath(path, pathWithoutLocale(pathname)));
  return page ? page.Page.preload() : Promise.resolve();
}

const LoginPage = adminPage('LoginPage');
const SetPasswordPage = adminPage('SetPasswordPage');
const AdminLayout = adminPage('AdminLayout');
const DashboardPage = adminPage('DashboardPage');
const CreateProductPage = adminPage('CreateProductPage');
const ProductsListPage = adminPage('ProductsListPage');
const TemplatesListPage = adminPage('TemplatesListPage');
const UpdateProductPage = adminPage('UpdateProductPage');
const OrdersPage = adminPage('OrdersPage');
const NewOrderPage = adminPage('NewOrderPage');
const CreateTemplatePage = adminPage('CreateTemplatePage');
const MessagesPage = adminPage('MessagesPage');
const AnnouncementsPage = adminPage('AnnouncementsPage');
const BannersPage = adminPage('BannersPage');
const DiscountCodesPage = adminPage('DiscountCodesPage');
const ShopSettingsPage = adminPage('ShopSettingsPage');
const StaffAccountsPage = adminPage('StaffAccountsPage');

/** The public pages, in either language (the router's base path tells which). */
function PublicRoutes() {
  return (
    <Route element={<PublicLayout />}>
      <Route path={paths.home} element={<HomePage />} />
      {LAZY_PUBLIC_PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<LazyPageView page={Page} />} />
      ))}
    </Route>
  );
}

/**
 * Every route of the app. The public pages load inside the layout's Suspense boundary (route progress).
 * Under `/ur` only the public pages exist: the staff area stays English, at its one address.
 */
export function AppRoutes({ locale = 'en' }: { locale?: ShopLocale }) {
  if (locale === 'ur') {
    return (
      <Routes>
        {PublicRoutes()}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {PublicRoutes()}
      <Route path={paths.login} element={<Staff page={LoginPage} />} />
      <Route path={paths.setPassword} element={<Staff page={SetPasswordPage} />} />
      <Route element={<Staff page={AdminLayout} />}>
        <Route path={paths.admin.dashboard} element={<Staff page={DashboardPage} />} />
        <Route path={paths.admin.createProduct} element={<Staff page={CreateProductPage} />} />
        <Route path={paths.admin.products} element={<Staff page={ProductsListPage} />} />
        <Route path={paths.admin.templates} element={<Staff page={TemplatesListPage} />} />
        <Route path={paths.admin.updateProduct} element={<Staff page={UpdateProductPage} />} />
        <Route path={paths.admin.orders} element={<Staff page={OrdersPage} />} />
        <Route path={paths.admin.newOrder} element={<Staff page={NewOrderPage} />} />
        <Route path={paths.admin.createTemplate} element={<Staff page={CreateTemplatePage} />} />
        <Route path={paths.admin.messages} element={<Staff page={MessagesPage} />} />
        <Route path={paths.admin.announcements} element={<Staff page={AnnouncementsPage} />} />
        <Route path={paths.admin.banners} element={<Staff page={BannersPage} />} />
        <Route path={paths.admin.discountCodes} element={<Staff page={DiscountCodesPage} />} />
        <Route path={paths.admin.shopSettings} element={<Staff page={ShopSettingsPage} />} />
        <Route path={paths.admin.staffAccounts} element={<Staff page={StaffAccountsPage} />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
