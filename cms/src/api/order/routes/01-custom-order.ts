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
      method: 'DELETE',
      path: '/orders/delete/:id',
      handler: `${controller}.deleteOrder`,
      config: staffOnly(),
    },
  ],
};
