import { HttpResponse, http } from 'msw';
import { apiUrl } from './api-url';

/** The staff lists read who last changed each record: nobody known, unless a test says otherwise. */
export const noLastChangesHandler = http.get(apiUrl('/staff/last-changes'), () =>
  HttpResponse.json({ products: {}, templates: {}, announcements: {}, settings: null }),
);
