const controller = 'api::order.order';
const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    {
      method: 'POST',
      path: '/orders/create-order',
      handler: `${controller}.createOrder`,
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'order' } }] },
    },
    { method: 'GET', path: '/orders/all-orders', handler: `${controller}.allOrders`, config: staffOnly },
    { method: 'DELETE', path: '/orders/delete/:id', handler: `${controller}.deleteOrder`, config: staffOnly },
  ],
};
