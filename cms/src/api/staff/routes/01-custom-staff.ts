import { openToAll, staffOnly } from '../../../lib/route-access';

export default {
  routes: [
    { method: 'POST', path: '/admin/login', handler: 'api::staff.staff.login', config: openToAll() },
    {
      method: 'GET',
      path: '/admin/dashboard-summary',
      handler: 'api::staff.staff.dashboardSummary',
      config: staffOnly(),
    },
  ],
};
