import type { Core } from '@strapi/strapi';

/** Our images arrive already cleaned and sized: skip the upload plugin's extra resized copies. */
export async function configureUploads(strapi: Core.Strapi) {
  const upload = strapi.plugin('upload').service('upload');
  const settings = (await upload.getSettings()) ?? {};
  if (settings.responsiveDimensions !== false || settings.sizeOptimization !== false) {
    await upload.setSettings({
      ...settings,
      responsiveDimensions: false,
      sizeOptimization: false,
      autoOrientation: false,
    });
  }
}
