import {
  type FailingMails,
  failingMailsSchema,
  type MailRetry,
  mailRetrySchema,
  API_ROUTES,
  apiPath,
} from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const FAILING_MAILS_PATH = apiPath('failingMails');

export function fetchFailingMails(path: string): Promise<FailingMails> {
  return apiRequest(path, { schema: failingMailsSchema });
}

/** The order e-mails whose last try failed: how many, the last error, and which. */
export function useFailingMails() {
  return useSWR(FAILING_MAILS_PATH, fetchFailingMails, {
    onError: (error) => console.warn('Failed to load the failing e-mails', error),
  });
}

/** POST /mail-outbox/retry: every failing e-mail is sent again now. */
export function retryFailingMails(): Promise<MailRetry> {
  return apiRequest(apiPath('retryFailingMails'), {
    method: API_ROUTES.retryFailingMails.method,
    body: {},
    schema: mailRetrySchema,
  });
}
