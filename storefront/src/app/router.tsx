import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layout/public-layout';
// Home is most visits' first page: it ships in the entry rather than one round trip later.
import { HomePage } from '@/features/home/home-page';

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

// Declarative routes with React.lazy pages: the data router (loaders, actions, lazy route objects)
// would add about 15 KB gzip to the entry for features this shop does not use (decision 0017).
const AboutPage = lazy(async () => ({ default: (await import('@/features/about/about-page')).AboutPage }));
const ProductsPage = lazy(async () => ({
  default: (await import('@/features/catalogue/products-page')).ProductsPage,
}));
const CustomizeProductsPage = lazy(async () => ({
  default: (await import('@/features/catalogue/customize-products-page')).CustomizeProductsPage,
}));
const ContactPage = lazy(async () => ({
  default: (await import('@/features/contact/contact-page')).ContactPage,
}));
const ProductPage = lazy(async () => ({
  default: (await import('@/features/product-detail/product-page')).ProductPage,
}));
const CustomizeProductPage = lazy(async () => ({
  default: (await import('@/features/product-detail/customize-product-page')).CustomizeProductPage,
}));
const CartPage = lazy(async () => ({ default: (await import('@/features/cart/cart-page')).CartPage }));
const CheckoutPage = lazy(async () => ({
  default: (await import('@/features/checkout/checkout-page')).CheckoutPage,
}));
const ThankYouPage = lazy(async () => ({
  default: (await import('@/features/checkout/thank-you-page')).ThankYouPage,
}));
const TrackOrderPage = lazy(async () => ({
  default: (await import('@/features/track-order/track-order-page')).TrackOrderPage,
}));

const LoginPage = adminPage('LoginPage');
const AdminLayout = adminPage('AdminLayout');
const DashboardPage = adminPage('DashboardPage');
const CreateProductPage = adminPage('CreateProductPage');
const ProductsListPage = adminPage('ProductsListPage');
const TemplatesListPage = adminPage('TemplatesListPage');
const UpdateProductPage = adminPage('UpdateProductPage');
const OrdersPage = adminPage('OrdersPage');
const CreateTemplatePage = adminPage('CreateTemplatePage');
const MessagesPage = adminPage('MessagesPage');
const AnnouncementsPage = adminPage('AnnouncementsPage');
const ShopSettingsPage = adminPage('ShopSettingsPage');

/** Every route of the app. The public pages load inside the layout's Suspense boundary (route progress). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.products} element={<ProductsPage />} />
        <Route path={paths.customizeProducts} element={<CustomizeProductsPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path="/product/:id" element={<ProductPage />} />
        <Route path="/customize-product/:id" element={<CustomizeProductPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.thankYou} element={<ThankYouPage />} />
        <Route path={paths.trackOrder} element={<TrackOrderPage />} />
        <Route path={`${paths.trackOrder}/:token`} element={<TrackOrderPage />} />
      </Route>
      <Route path={paths.login} element={<Staff page={LoginPage} />} />
      <Route element={<Staff page={AdminLayout} />}>
        <Route path={paths.admin.dashboard} element={<Staff page={DashboardPage} />} />
        <Route path={paths.admin.createProduct} element={<Staff page={CreateProductPage} />} />
        <Route path={paths.admin.products} element={<Staff page={ProductsListPage} />} />
        <Route path={paths.admin.templates} element={<Staff page={TemplatesListPage} />} />
        <Route path={paths.admin.updateProduct} element={<Staff page={UpdateProductPage} />} />
        <Route path={paths.admin.orders} element={<Staff page={OrdersPage} />} />
        <Route path={paths.admin.createTemplate} element={<Staff page={CreateTemplatePage} />} />
        <Route path={paths.admin.messages} element={<Staff page={MessagesPage} />} />
        <Route path={paths.admin.announcements} element={<Staff page={AnnouncementsPage} />} />
        <Route path={paths.admin.shopSettings} element={<Staff page={ShopSettingsPage} />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
