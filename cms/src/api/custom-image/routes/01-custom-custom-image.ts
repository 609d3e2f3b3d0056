import { rateLimited } from '../../../lib/route-access';

export default {
  routes: [
    {
      method: 'POST',
      path: '/custom-images',
      handler: 'api::custom-image.custom-image.upload',
      config: rateLimited('customImage', 'customImageHourly'),
    },
  ],
};
