import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import { login, setFlags } from '../../support/identity';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const GIF = Buffer.from('GIF89a-------------');

function multipartBody(content: string, files: { name: string; data: Buffer; type: string }[]) {
  const boundary = '----jogotest';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n`),
  ];
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('PUT /wps/feedback', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  // the first build of a test process seeds the template world: more than jest's 5 s on a loaded machine
  beforeEach(async () => {
    ({ app, close } = await build());
    token = (await login(app, 'demo_player')).token;
  }, 30_000);
  afterEach(() => close());

  const send = (payload: unknown, t = token) =>
    app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...HEADERS, authorization: t },
      payload: payload as object,
    });

  it('stores JSON feedback with base64 PNG and JPG images', async () => {
    const res = await send({
      content: 'Gostei muito!',
      images: [PNG.toString('base64'), `data:image/jpeg;base64,${JPG.toString('base64')}`],
    });
    expect(res.json()).toEqual({ success: true, value: { id: expect.any(Number), imageCount: 2 } });
    const rows = await app.db.all('SELECT mime FROM feedback_image ORDER BY id');
    expect(rows).toEqual([{ mime: 'image/png' }, { mime: 'image/jpeg' }]);
  });

  it('stores multipart feedback and checks the files by content', async () => {
    const ok = multipartBody('Texto', [{ name: 'a.png', data: PNG, type: 'image/png' }]);
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...HEADERS, authorization: token, 'content-type': ok.contentType },
      payload: ok.payload,
    });
    expect(res.json().value.imageCount).toBe(1);
    const fake = multipartBody('Texto', [{ name: 'a.png', data: GIF, type: 'image/png' }]);
    const bad = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...HEADERS, authorization: token, 'content-type': fake.contentType },
      payload: fake.payload,
    });
    expect(bad.json().errorCode).toBe('feedback.image_type');
    const four = multipartBody(
      'Texto',
      [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, data: PNG, type: 'image/png' })),
    );
    const many = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...HEADERS, authorization: token, 'content-type': four.contentType },
      payload: four.payload,
    });
    expect(many.json()).toMatchObject({ errorCode: 'feedback.too_many_images', message: 'At most 3 images' });
  });

  it('refuses bad content, wrong image types, too many or too large images', async () => {
    expect((await send({ content: '' })).statusCode).toBe(400);
    expect((await send({ content: '   ' })).json().errorCode).toBe('feedback.content_required');
    expect((await send({ content: 'x'.repeat(141) })).json().errorCode).toBe('request.invalid');
    expect((await send({ content: 'ok', images: [GIF.toString('base64')] })).json()).toMatchObject({
      errorCode: 'feedback.image_type',
      message: 'Images must be PNG or JPG',
    });
    expect((await send({ content: 'ok', images: Array(4).fill(PNG.toString('base64')) })).statusCode).toBe(
      400,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send({ content: 'ok', images: [big.toString('base64')] })).json().errorCode).toBe(
      'feedback.image_too_large',
    );
    expect(await app.db.get('SELECT COUNT(*) AS n FROM feedback')).toEqual({ n: 0 });
  });

  it('needs a real member and FEEDBACK3', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/wps/feedback', headers: HEADERS, payload: { content: 'x' } }))
        .statusCode,
    ).toBe(401);
    const trial = (
      await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: HEADERS, payload: {} })
    ).json().value.token;
    expect((await send({ content: 'x' }, trial)).json().errorCode).toBe('member.trial_not_allowed');
    await setFlags(app, { FEEDBACK3: false });
    expect((await send({ content: 'x' })).json().errorCode).toBe('module.disabled');
  });
});
