const controller = 'api::announcement.announcement';

export default {
  routes: [
    {
      method: 'GET',
      path: '/announcement/get-announcements',
      handler: `${controller}.announcements`,
      config: { auth: false },
    },
    {
      method: 'PUT',
      path: '/announcement/update/:id',
      handler: `${controller}.updateAnnouncement`,
      config: { auth: false, policies: ['global::is-staff'] },
    },
  ],
};
