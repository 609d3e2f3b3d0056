import { API_ROUTES } from '@shop/contracts';
import { ORDER_UID, OUTBOX_UID } from '../content-types';
import type { ShopRoute } from './shop-route';

/** Orders: the checkout, tracking, and the staff's order desk (status, corrections, printing, export) and its mail outbox. */
export const ORDER_ROUTES = {
  order: [
    {
      ...API_ROUTES.createOrder,
      handler: `${ORDER_UID}.createOrder`,
      access: { rateLimit: 'order' },
      body: 'json',
    },
    {
      ...API_ROUTES.takeStaffOrder,
      handler: `${ORDER_UID}.takeStaffOrder`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.allOrders,
      handler: `${ORDER_UID}.allOrders`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.stoppedOrders,
      handler: `${ORDER_UID}.stoppedOrders`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.changeOrderStatus,
      handler: `${ORDER_UID}.changeStatus`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.courierExport,
      handler: `${ORDER_UID}.courierExport`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.orderInvoice,
      handler: `${ORDER_UID}.invoice`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.orderInvoices,
      handler: `${ORDER_UID}.invoices`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.productionSheet,
      handler: `${ORDER_UID}.productionSheet`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.trackOrder,
      handler: `${ORDER_UID}.track`,
      access: { rateLimit: 'track' },
      body: 'none',
    },
    {
      ...API_ROUTES.trackOrderByToken,
      handler: `${ORDER_UID}.trackByToken`,
      access: { rateLimit: 'track' },
      body: 'none',
    },
    {
      ...API_ROUTES.answerOrderProof,
      handler: `${ORDER_UID}.answerProof`,
      access: { rateLimit: 'proofAnswer' },
      body: 'json',
    },
    {
      ...API_ROUTES.uploadOrderProof,
      handler: `${ORDER_UID}.uploadProof`,
      access: 'staff',
      body: 'file',
    },
    {
      ...API_ROUTES.deleteOrder,
      handler: `${ORDER_UID}.deleteOrder`,
      access: 'owner',
      body: 'none',
    },
    {
      ...API_ROUTES.correctOrder,
      handler: `${ORDER_UID}.correctOrder`,
      access: 'staff',
      body: 'json',
    },
  ],
  outboxMail: [
    {
      ...API_ROUTES.failingMails,
      handler: `${OUTBOX_UID}.failingMails`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.retryFailingMails,
      handler: `${OUTBOX_UID}.retryFailing`,
      access: 'staff',
      body: 'json',
    },
  ],
} satisfies Record<string, ShopRoute[]>;
