/** A multipart/form-data body for `inject` (fields, then files), as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[],
): { payload: Buffer; contentType: string } {
  const boundary = `----jogo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A tiny valid PNG header followed by `size` bytes in total. */
export const png = (size = 64): Buffer => {
  const b = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
};
/** A GIF's magic bytes. */
export const gif = (): Buffer => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(58)]);
