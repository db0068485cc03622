import Fastify from 'fastify';
import errors, { isDatabaseUnavailable } from './errors';

/** A bare app with the errors plugin and one route that throws `thrown`. */
async function answerTo(thrown: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/x', async () => {
    throw thrown;
  });
  const res = await app.inject({ url: '/x' });
  await app.close();
  return res;
}

describe('a database that does not answer', () => {
  it.each([
    ['PostgreSQL shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'PostgreSQL starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    [
      "SQLite's lock held past its wait",
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    ],
  ])('answers 503 system.unavailable with Retry-After for %s', async (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const res = await answerTo(err);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'system.unavailable',
      message: 'O serviço está temporariamente indisponível, tente novamente em instantes',
    });
  });

  it('leaves a wrong statement or a broken rule a 500 that names nothing inside', async () => {
    for (const err of [
      Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' }),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
      const res = await answerTo(err);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'system.error' });
      expect(res.body).not.toMatch(/SELEC|duplicate|undefined/);
    }
  });
});
