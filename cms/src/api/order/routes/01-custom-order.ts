import { staffOnly, rateLimited } from '../../../lib/route-access';

const controller = 'api::order.order';

export default {
  routes: [
    {
      method: 'POST',
      path: '/orders/create-order',
      handler: `${controller}.createOrder`,
      config: rateLimited('order'),
    },
    { method: 'GET', path: '/orders/all-orders', handler: `${controller}.allOrders`, config: staffOnly() },
    {
      method: 'PATCH',
      path: '/orders/:id/status',
      handler: `${controller}.changeStatus`,
      config: staffOnly(),
    },
    {
      method: 'GET',
      path: '/orders/export.csv',
      handler: `${controller}.courierExport`,
      config: staffOnly(),
    },
    { method: 'GET', path: '/orders/track', handler: `${controller}.track`, config: rateLimited('track') },
    {
      method: 'GET',
      path: '/orders/track/:token',
      handler: `${controller}.trackByToken`,
      config: rateLimited('track'),
    },
    {
      method: 'DELETE',
      path: '/orders/delete/:id',
      handler: `${controller}.deleteOrder`,
      config: staffOnly(),
    },
  ],
};
