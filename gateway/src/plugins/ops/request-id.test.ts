import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from './request-id';

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
