import { acceptImages, contentError, imageError } from './feedback-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('feedback rules', () => {
  it('needs text of at most 140 characters', () => {
    expect(contentError('   ')).toBe('required');
    expect(contentError('a'.repeat(140))).toBeNull();
    expect(contentError('a'.repeat(141))).toBe('tooLong');
    // characters, not UTF-16 units: 140 emoji still fit
    expect(contentError('😀'.repeat(140))).toBeNull();
  });

  it('accepts png and jpg only', () => {
    expect(imageError(file('a.png', 'image/png'), 0)).toBeNull();
    expect(imageError(file('a.jpg', 'image/jpeg'), 0)).toBeNull();
    expect(imageError(file('a.gif', 'image/gif'), 0)).toBe('type');
    expect(imageError(file('a.pdf', 'application/pdf'), 0)).toBe('type');
    expect(imageError(file('a.JPEG', ''), 0)).toBeNull();
    expect(imageError(file('a.webp', ''), 0)).toBe('type');
  });

  it('accepts images of at most 5 MB', () => {
    expect(imageError(file('a.png', 'image/png', 5 * MB), 0)).toBeNull();
    expect(imageError(file('a.png', 'image/png', 5 * MB + 1), 0)).toBe('size');
  });

  it('accepts at most 3 images', () => {
    expect(imageError(file('a.png', 'image/png'), 2)).toBeNull();
    expect(imageError(file('a.png', 'image/png'), 3)).toBe('tooMany');
    const picked = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png'));
    expect(acceptImages(picked, 1)).toEqual({ accepted: picked.slice(0, 2), error: 'tooMany' });
  });
});
