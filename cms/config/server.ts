import { secret } from './secrets';

export default ({ env }: { env: any }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('TRUST_PROXY', false),
  app: { keys: secret('APP_KEYS').split(',') },
  dirs: { public: env('PUBLIC_DIR', './public') },
});
