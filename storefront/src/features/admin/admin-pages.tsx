/** The staff area: one lazily loaded module (see app/router.tsx), so the public entry never carries it. */
export { AnnouncementsPage } from './announcements/announcements-page';
export { BannersPage } from './banners/banners-page';
export { DiscountCodesPage } from './discount-codes/discount-codes-page';
export { DashboardPage } from './dashboard/dashboard-page';
export { AdminLayout } from './layout/admin-layout';
export { LoginPage } from './login/login-page';
export { MessagesPage } from './messages/messages-page';
export { NewOrderPage } from './new-order/new-order-page';
export { OrdersPage } from './orders/orders-page';
export { CreateProductPage } from './products/create-product-page';
export { ProductsListPage } from './products/products-list-page';
export { UpdateProductPage } from './products/update-product-page';
export { SetPasswordPage } from './set-password/set-password-page';
export { ShopSettingsPage } from './shop-settings/shop-settings-page';
export { StaffAccountsPage } from './staff-accounts/staff-accounts-page';
export { CreateTemplatePage } from './templates/create-template-page';
export { TemplatesListPage } from './templates/templates-list-page';
