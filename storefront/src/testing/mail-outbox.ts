import { HttpResponse, http } from 'msw';
import { apiUrl } from './api-url';

/** The staff dashboard reads the failing e-mails: none, unless a test says otherwise. */
export const noFailingMailsHandler = http.get(apiUrl('/mail-outbox/failing'), () =>
  HttpResponse.json({ failing: 0, waiting: 0, lastError: null, mails: [] }),
);
