import { openToAll, staffOnly } from '../../../lib/route-access';

const controller = 'api::shop-setting.shop-setting';

/** The shop's details: everyone reads them (footer, contact, share previews); staff change them. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/shop-settings',
      handler: `${controller}.settings`,
      config: openToAll(),
    },
    {
      method: 'PUT',
      path: '/shop-settings',
      handler: `${controller}.updateSettings`,
      config: staffOnly(),
    },
  ],
};
