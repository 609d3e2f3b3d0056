import { formats, winston } from '@strapi/logger';

const level = process.env.LOG_LEVEL ?? 'http';

/** Strapi's console logging, with the level set by LOG_LEVEL (tests use 'warn'). */
export default {
  level,
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console({ level })],
};
