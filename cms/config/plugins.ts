import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { secret } from './secrets';

function uploadProvider(env: any) {
  if (env('CLOUDINARY_NAME') && env('CLOUDINARY_KEY') && env('CLOUDINARY_SECRET')) {
    return {
      provider: 'cloudinary',
      providerOptions: {
        cloud_name: env('CLOUDINARY_NAME'),
        api_key: env('CLOUDINARY_KEY'),
        api_secret: env('CLOUDINARY_SECRET'),
      },
      actionOptions: { upload: {}, uploadStream: {}, delete: {} },
    };
  }
  return { provider: 'local' };
}

export default ({ env }: { env: any }) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      jwt: { expiresIn: env('STAFF_TOKEN_TTL', '12h') },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      ...uploadProvider(env),
      sizeLimit: MAX_UPLOAD_BYTES,
      breakpoints: {},
    },
  },
});
