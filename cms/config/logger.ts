import { formats, winston } from '@strapi/logger';

/** Strapi's console logging, with the level set by LOG_LEVEL (tests use 'warn'). */
export default ({ env }: { env: (name: string, fallback: string) => string }) => {
  const level = env('LOG_LEVEL', 'http');
  return {
    level,
    format: formats.prettyPrint(),
    transports: [new winston.transports.Console({ level })],
  };
};
