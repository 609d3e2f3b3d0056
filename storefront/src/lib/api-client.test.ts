import { HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import { apiUrl } from '@/testing/api-url';
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
