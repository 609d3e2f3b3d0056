import type { Core } from '@strapi/strapi';
import { vi } from 'vitest';

/**
 * Watches the `http` lines the shop logs, with them turned on for the test (tests run at `warn`, and
 * a request line is only put together when some transport prints it); the lines are caught, not printed.
 */
export function watchHttpLog(strapi: Core.Strapi) {
  const logger = strapi.log;
  const levels = { logger: logger.level, transports: logger.transports.map((t) => t.level) };
  logger.level = 'http';
  for (const transport of logger.transports) transport.level = 'http';
  const log = vi.spyOn(logger, 'http').mockImplementation(() => logger);
  return {
    log,
    restore() {
      log.mockRestore();
      logger.level = levels.logger;
      logger.transports.forEach((transport, index) => {
        transport.level = levels.transports[index];
      });
    },
  };
}
