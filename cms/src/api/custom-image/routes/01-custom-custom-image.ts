export default {
  routes: [
    {
      method: 'POST',
      path: '/custom-images',
      handler: 'api::custom-image.custom-image.upload',
      config: {
        auth: false,
        middlewares: [{ name: 'global::rate-limit', config: { bucket: 'customImage' } }],
      },
    },
  ],
};
