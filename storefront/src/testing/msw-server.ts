import { setupServer } from 'msw/node';
import { noLastChangesHandler } from './last-changes';
import { noFailingMailsHandler } from './mail-outbox';
import { shopSettingsHandler } from './shop-settings';

/** One MSW server for all component tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer(shopSettingsHandler, noFailingMailsHandler, noLastChangesHandler);
