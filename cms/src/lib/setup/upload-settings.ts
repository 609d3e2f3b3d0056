import type { Core } from '@strapi/strapi';
import { imageStorageLine } from '../images/image-storage';

/**
 * On local storage the upload plugin generates smaller copies of each image at IMAGE_WIDTHS (the
 * breakpoints of config/plugins.ts) for srcset; on Cloudinary, URL transformations size them instead, so
 * no copies are uploaded. Images arrive cleaned: no re-compression, no rotation.
 */
export async function configureUploads(strapi: Core.Strapi) {
  const provider = strapi.config.get('plugin::upload.provider');
  strapi.log.info(
    imageStorageLine(
      provider,
      strapi.config.get('plugin::upload.providerOptions.cloud_name'),
      strapi.dirs.static.public,
    ),
  );
  const upload = strapi.plugin('upload').service('upload');
  const settings = (await upload.getSettings()) ?? {};
  const responsiveDimensions = provider === 'local';
  if (
    settings.responsiveDimensions !== responsiveDimensions ||
    settings.sizeOptimization !== false ||
    settings.autoOrientation !== false
  ) {
    await upload.setSettings({
      ...settings,
      responsiveDimensions,
      sizeOptimization: false,
      autoOrientation: false,
    });
  }
}
