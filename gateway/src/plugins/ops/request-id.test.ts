import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import requestId, { loggerOptions, requestIdOf } from './request-id';

/** One log line written by a Fastify app with the gateway's logger options, parsed. */
function logged(obj: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions({ level: 'info' });
  const app = Fastify({ logger: typeof options === 'object' ? { ...options, stream: sink } : options });
  app.log.info(obj, 'x');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('log lines', () => {
  it("keep an error's code and hide a verification code, a password and a CPF wherever they are", () => {
    const err = Object.assign(new Error('not enough balance'), {
      code: 'wallet.insufficient',
      statusCode: 400,
    });
    const line = logged({
      err,
      code: '123456',
      body: { code: '654321', password: 'hunter22', nested: { cpf: '52998224725' } },
    });
    expect(line.err).toMatchObject({
      code: 'wallet.insufficient',
      statusCode: 400,
      message: 'not enough balance',
    });
    expect(line.code).toBe('[redacted]');
    expect(line.body).toEqual({ code: '[redacted]', password: '[redacted]', nested: { cpf: '[redacted]' } });
  });

  it('mask long digit runs in an error message but for their last two digits', () => {
    const line = logged({ err: new Error('no member with phone +55 11 95772-4175') });
    expect(JSON.stringify(line.err)).not.toContain('95772');
    expect(JSON.stringify(line.err)).toContain('[number …75]');
  });
});

describe('the line of each request', () => {
  it('is one line when answered, with its id, status and a URL without its secrets', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const options = loggerOptions({ level: 'info' });
    const app = Fastify({
      logger: typeof options === 'object' ? { ...options, stream: sink } : options,
      logController: new LogController({ disableRequestLogging: true }),
      genReqId: requestIdOf,
    });
    await app.register(requestId);
    app.get('/wps/records/export/:ticket', async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/wps/records/export/t0p-s3cret?token=abc&lang=pt',
      headers: { 'x-request-id': 'trace-0001', authorization: 'secret-session' },
    });
    expect(res.headers['x-request-id']).toBe('trace-0001');
    await app.close();
    const done = lines.filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      reqId: 'trace-0001',
      req: { method: 'GET', url: '/wps/records/export/[redacted]?token=[redacted]&lang=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof done[0]!.responseTime).toBe('number');
    const text = JSON.stringify(lines);
    for (const secret of ['t0p-s3cret', 'abc', 'secret-session']) expect(text).not.toContain(secret);
  });
});
