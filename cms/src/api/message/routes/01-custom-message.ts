const controller = 'api::message.message';
const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    {
      method: 'POST',
      path: '/contact/save-message',
      handler: `${controller}.saveMessage`,
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'contact' } }] },
    },
    { method: 'GET', path: '/contact/get-message', handler: `${controller}.messages`, config: staffOnly },
    {
      method: 'DELETE',
      path: '/contact/delete-message/:id',
      handler: `${controller}.deleteMessage`,
      config: staffOnly,
    },
  ],
};
