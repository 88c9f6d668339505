import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsonBodyParser } from './jsonBody';
import { zodValidatorCompiler } from './validation';

describe('kept bodies', () => {
  const app = Fastify();
  const seen: { route: string; body: unknown }[] = [];
  const schema = z.object({ name: z.string(), tags: z.array(z.string()).default([]) });

  beforeAll(async () => {
    app.setValidatorCompiler(zodValidatorCompiler);
    registerJsonBodyParser(app);
    for (const [route, keep] of [['/kept', true], ['/fresh', false]] as const) {
      app.post(route, { schema: { body: schema }, config: { keepParsedBody: keep } }, async (request) => {
        seen.push({ route, body: request.body });
        return { ok: true };
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const last = () => seen.at(-1)!.body as { name: string; tags: string[] };

  it('gives the same text the same validated value, frozen, on the routes that ask for it', async () => {
    expect((await post('/kept', '{"name":"a"}')).statusCode).toBe(200);
    const first = last();
    expect((await post('/kept', '{"name":"a"}')).statusCode).toBe(200);
    expect(last()).toBe(first);
    expect(first).toEqual({ name: 'a', tags: [] });
    expect(Object.isFrozen(first) && Object.isFrozen(first.tags)).toBe(true);
    expect(() => first.tags.push('x')).toThrow();
    await post('/kept', '{"name":"b"}');
    expect(last()).toEqual({ name: 'b', tags: [] });
  });

  it('validates a kept text that fails every time', async () => {
    expect((await post('/kept', '{"name":1}')).statusCode).toBe(400);
    expect((await post('/kept', '{"name":1}')).statusCode).toBe(400);
  });

  it('parses afresh on other routes, and keeps no long body', async () => {
    await post('/fresh', '{"name":"a"}');
    const first = last();
    await post('/fresh', '{"name":"a"}');
    expect(last()).not.toBe(first);
    expect(Object.isFrozen(last())).toBe(false);
    const long = JSON.stringify({ name: 'x'.repeat(20_000) });
    await post('/kept', long);
    const once = last();
    await post('/kept', long);
    expect(last()).not.toBe(once);
  });
});
