import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorResponse } from '../errors';
import { queryParams } from './query-params';

const schema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(['active', 'completed']).optional(),
  tag: z.union([z.string(), z.array(z.string())]).optional(),
});

function appOver(options?: Parameters<typeof queryParams>[1]) {
  const app = new Hono();
  app.onError((error, c) =>
    errorResponse(c, error instanceof AppError ? error : new AppError('INTERNAL_ERROR')),
  );
  return app.get('/', queryParams(schema, options), (c) => c.json(c.req.valid('query')));
}

describe('query parameters', () => {
  it('answers the checked value, the same the second time a query string is seen', async () => {
    const app = appOver();
    for (let round = 0; round < 2; round++) {
      expect(await (await app.request('/')).json()).toEqual({ limit: 50 });
      expect(await (await app.request('/?limit=7&status=completed')).json()).toEqual({
        limit: 7,
        status: 'completed',
      });
      // A name given twice is a list, as Hono's own validator reads it.
      expect(await (await app.request('/?tag=a&tag=b')).json()).toEqual({ limit: 50, tag: ['a', 'b'] });
    }
  });

  it('refuses a bad value every time, also after good ones were kept', async () => {
    const app = appOver();
    await app.request('/?limit=7');
    for (let round = 0; round < 2; round++) {
      const res = await app.request('/?limit=0');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await appOver({ invalid: 'NOT_FOUND' }).request('/?status=gone')).status).toBe(404);
  });

  it('keeps no more than a bounded number of query strings, and answers right past the bound', async () => {
    const app = appOver();
    for (let i = 1; i <= 1500; i++) {
      const limit = (i % 100) + 1;
      const body = (await (await app.request(`/?limit=${limit}&tag=t${i}`)).json()) as { limit: number };
      expect(body.limit).toBe(limit);
    }
  });
});
