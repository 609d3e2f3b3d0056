import { openToAll, staffOnly } from '../../../lib/route-access';

const controller = 'api::announcement.announcement';

export default {
  routes: [
    {
      method: 'GET',
      path: '/announcement/get-announcements',
      handler: `${controller}.announcements`,
      config: openToAll(),
    },
    {
      method: 'PUT',
      path: '/announcement/update/:id',
      handler: `${controller}.updateAnnouncement`,
      config: staffOnly(),
    },
  ],
};
