export default {
  routes: [
    { method: 'POST', path: '/admin/login', handler: 'api::staff.staff.login', config: { auth: false } },
    {
      method: 'GET',
      path: '/admin/dashboard-summary',
      handler: 'api::staff.staff.dashboardSummary',
      config: { auth: false, policies: ['global::is-staff'] },
    },
  ],
};
