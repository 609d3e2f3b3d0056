import { staffOnly, rateLimited } from '../../../lib/route-access';

const controller = 'api::message.message';

export default {
  routes: [
    {
      method: 'POST',
      path: '/contact/save-message',
      handler: `${controller}.saveMessage`,
      config: rateLimited('contact'),
    },
    { method: 'GET', path: '/contact/get-message', handler: `${controller}.messages`, config: staffOnly() },
    {
      method: 'DELETE',
      path: '/contact/delete-message/:id',
      handler: `${controller}.deleteMessage`,
      config: staffOnly(),
    },
  ],
};
