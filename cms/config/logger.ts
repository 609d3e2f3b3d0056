import { formats, winston } from '@strapi/logger';
import type { Core } from '@strapi/strapi';

/** Strapi's console logging, with the level set by LOG_LEVEL (tests use 'warn'). */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const level = env('LOG_LEVEL', 'http');
  return {
    level,
    format: formats.prettyPrint(),
    transports: [new winston.transports.Console({ level })],
  };
};
