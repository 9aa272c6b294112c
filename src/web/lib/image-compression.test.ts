import { IMAGE_MAX_BYTES } from '@common/media';
import { describe, expect, it, vi } from 'vitest';
import {
  checkImageFile,
  compressImage,
  fitWithin,
  type ImageCodec,
  ImageCompressionError,
  qualitySteps,
} from './image-compression';

const KB = 1024;
const MB = 1024 * KB;

const file = (type: string, size: number) => new Blob([new Uint8Array(size)], { type });

/** A codec whose JPEG size depends only on the quality asked for. */
function fakeCodec(sizeAt: (quality: number) => number, decoded = { width: 1600, height: 1200 }) {
  const release = vi.fn();
  const asked: number[] = [];
  const draw = vi.fn<ImageCodec['draw']>(() => async (quality) => {
    asked.push(quality);
    return new Blob([new Uint8Array(sizeAt(quality))], { type: 'image/jpeg' });
  });
  const codec: ImageCodec = {
    decode: async () => ({ ...decoded, source: {} as CanvasImageSource, release }),
    draw,
  };
  return { codec, asked, draw, release };
}

describe('checkImageFile: images up to the size limit', () => {
  it('accepts any image type up to the limit', () => {
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(checkImageFile({ type: '', size: 10 })).toBe('invalidType');
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 1200 px, keeping the aspect ratio', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1200, 5000)).toEqual({ width: 288, height: 1200 });
    expect(fitWithin(4000, 4000)).toEqual({ width: 1200, height: 1200 });
  });

  it('never scales up and keeps at least one pixel', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1200, 300)).toEqual({ width: 1200, height: 300 });
    expect(fitWithin(100_000, 10)).toEqual({ width: 1200, height: 1 });
  });

  it('refuses an image without pixels', () => {
    expect(() => fitWithin(0, 10)).toThrow(RangeError);
  });
});

describe('qualitySteps', () => {
  it('goes from 0.8 down to 0.1 in steps of 0.1', () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  it('follows other bounds exactly', () => {
    expect(qualitySteps(0.9, 0.2, 0.1)).toEqual([0.9, 0.7, 0.5, 0.3, 0.1]);
    expect(qualitySteps(0.5, 0.1, 0.5)).toEqual([0.5]);
  });
});

describe('compressImage', () => {
  it('draws at the fitted size and stops at the first quality under the target', async () => {
    const { codec, asked, draw, release } = fakeCodec((q) => (q > 0.55 ? 600 * KB : 400 * KB));
    const result = await compressImage(file('image/jpeg', 2 * MB), { codec });
    expect(draw).toHaveBeenCalledWith(expect.anything(), { width: 1200, height: 900 });
    expect(asked).toEqual([0.8, 0.7, 0.6, 0.5]);
    expect(result).toMatchObject({ width: 1200, height: 900, quality: 0.5 });
    expect(result.blob.size).toBe(400 * KB);
    expect(release).toHaveBeenCalled();
  });

  it('keeps quality 0.8 when that is small enough', async () => {
    const { codec, asked } = fakeCodec(() => 100 * KB, { width: 640, height: 480 });
    const result = await compressImage(file('image/png', 50 * KB), { codec });
    expect(asked).toEqual([0.8]);
    expect(result).toMatchObject({ width: 640, height: 480, quality: 0.8 });
  });

  it('says "still too large" when even quality 0.1 is over the target', async () => {
    const { codec, asked } = fakeCodec(() => 501 * KB);
    const error = await compressImage(file('image/jpeg', MB), { codec }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageCompressionError);
    expect((error as ImageCompressionError).reason).toBe('stillTooLarge');
    expect(asked.at(-1)).toBe(0.1);
  });

  it('refuses a wrong type or a file over the limit before decoding it', async () => {
    const decode = vi.fn<ImageCodec['decode']>();
    const codec: ImageCodec = { decode, draw: vi.fn() };
    await expect(compressImage(file('text/plain', 10), { codec })).rejects.toMatchObject({
      reason: 'invalidType',
    });
    await expect(compressImage(file('image/jpeg', IMAGE_MAX_BYTES + 1), { codec })).rejects.toMatchObject({
      reason: 'tooLarge',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('reports a file that cannot be decoded or encoded as an invalid image', async () => {
    const broken: ImageCodec = {
      decode: () => Promise.reject(new Error('decode failed')),
      draw: vi.fn(),
    };
    await expect(compressImage(file('image/jpeg', 10), { codec: broken })).rejects.toMatchObject({
      reason: 'invalidImage',
    });
    const noEncoder: ImageCodec = {
      decode: async () => ({ width: 10, height: 10, source: {} as CanvasImageSource }),
      draw: () => () => Promise.reject(new Error('toBlob gave null')),
    };
    await expect(compressImage(file('image/jpeg', 10), { codec: noEncoder })).rejects.toMatchObject({
      reason: 'invalidImage',
    });
  });

  it('honours a different target size', async () => {
    const { codec, asked } = fakeCodec((q) => Math.round(q * 1000 * KB));
    const result = await compressImage(file('image/webp', MB), { codec, targetBytes: 250 * KB });
    expect(asked).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]);
    expect(result.quality).toBe(0.2);
  });
});
