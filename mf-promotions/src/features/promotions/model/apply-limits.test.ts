import { addImages, checkImage, isPngOrJpeg, remarkError } from './apply-limits';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, type: string, head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};
const png = (name = 'a.png', size = 64) => file(name, 'image/png', PNG_HEAD, size);

describe('apply form limits', () => {
  it('allows a remark of 140 characters and refuses 141', () => {
    expect(remarkError('x'.repeat(140))).toBeNull();
    expect(remarkError('é'.repeat(140))).toBeNull();
    expect(remarkError('x'.repeat(141))).toBe('apply.errors.remarkTooLong');
  });

  it('reads PNG and JPEG signatures and nothing else', () => {
    expect(isPngOrJpeg(Uint8Array.from(PNG_HEAD))).toBe(true);
    expect(isPngOrJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode('GIF89a'))).toBe(false);
  });

  it('refuses a GIF renamed .png by its content, a 6 MB file by its size, and other types by name', async () => {
    expect(await checkImage(png())).toBeNull();
    expect(await checkImage(file('cat.png', 'image/png', [...new TextEncoder().encode('GIF89a')]))).toBe(
      'apply.errors.imageType',
    );
    expect(await checkImage(png('big.png', 6 * 1024 * 1024))).toBe('apply.errors.imageSize');
    expect(await checkImage(png('exact.png', 5 * 1024 * 1024))).toBeNull();
    expect(await checkImage(file('doc.pdf', 'application/pdf', [0x25, 0x50]))).toBe('apply.errors.imageType');
  });

  it('keeps at most 3 images and reports the fourth', async () => {
    const { images, problem } = await addImages([png('1.png'), png('2.png')], [png('3.png'), png('4.png')]);
    expect(images.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(problem).toBe('apply.errors.tooMany');
  });
});
