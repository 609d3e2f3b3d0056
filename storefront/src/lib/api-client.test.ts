import { HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import { apiUrl } from '@/testing/api-url';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { server } from '@/testing/msw-server';
import { ApiError, apiRequest } from './api-client';

const answerSchema = z.array(z.object({ name: z.string() }));

describe('apiRequest with a schema loaded beside the request', () => {
  it('starts loading the schema before the answer arrives, and answers what the schema parsed', async () => {
    const order: string[] = [];
    server.use(
      http.get(apiUrl('/things'), () => {
        order.push('request');
        return HttpResponse.json([{ name: 'Poster', extra: true }]);
      }),
    );
    const things = await apiRequest('/things', {
      loadSchema: async () => {
        order.push('schema');
        return answerSchema;
      },
    });
    expect(things).toEqual([{ name: 'Poster' }]);
    expect(order).toEqual(['schema', 'request']);
  });

  it('rejects an answer of the wrong shape, as a statically imported schema does', async () => {
    server.use(http.get(apiUrl('/things'), () => HttpResponse.json([{ name: 7 }])));
    await expect(apiRequest('/things', { loadSchema: async () => answerSchema })).rejects.toThrow();
    await expect(apiRequest('/things', { schema: answerSchema })).rejects.toThrow();
  });

  it('reports a failed answer as an ApiError even when the schema loads', async () => {
    server.use(
      http.get(apiUrl('/things'), () => HttpResponse.json({ error: { message: 'Nope' } }, { status: 400 })),
    );
    await expect(apiRequest('/things', { loadSchema: async () => answerSchema })).rejects.toEqual(
      new ApiError('Nope', 400),
    );
  });
});

describe('apiRequest when the network fails', () => {
  afterEach(() => activateLocale('en'));

  it('says so in the shopper’s words, not the browser’s, with the status 0', async () => {
    server.use(http.get(apiUrl('/things'), () => HttpResponse.error()));
    await expect(apiRequest('/things')).rejects.toEqual(
      new ApiError('We could not reach the shop. Check your connection and try again.', 0),
    );
  });

  it('says it in Urdu on an Urdu page', async () => {
    await activateLocale('ur');
    server.use(http.get(apiUrl('/things'), () => HttpResponse.error()));
    await expect(apiRequest('/things')).rejects.toEqual(
      new ApiError('دکان سے رابطہ نہیں ہو سکا۔ اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔', 0),
    );
  });
});
