import { describe, expect, it } from 'vitest';
import { extractPoster, type PosterCodec, posterSize, posterTime, type VideoFrame } from './poster';

function fakeCodec(
  frame: VideoFrame | Error,
  encoded: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' }),
) {
  const calls: { seek?: number; encode?: [number, number, number]; released: boolean } = { released: false };
  const codec: PosterCodec = {
    load: async () => {
      if (frame instanceof Error) throw frame;
      return frame;
    },
    seek: async (time) => {
      calls.seek = time;
    },
    encode: async (width, height, quality) => {
      calls.encode = [width, height, quality];
      return encoded;
    },
    release: () => {
      calls.released = true;
    },
  };
  return { codec, calls };
}

describe('posterTime', () => {
  it('grabs the frame at 1 s, or the first frame of short or unknown-length videos', () => {
    expect(posterTime(12)).toBe(1);
    expect(posterTime(0.6)).toBe(0);
    expect(posterTime(1)).toBe(0);
    expect(posterTime(Number.NaN)).toBe(0);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('posterSize', () => {
  it('keeps small frames and scales large ones down to 1200 px on the longest side', () => {
    expect(posterSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(posterSize(3840, 2160)).toEqual({ width: 1200, height: 675 });
    expect(posterSize(0, 0)).toBeNull();
  });
});

describe('extractPoster', () => {
  it('seeks to 1 s and encodes a JPEG at quality 0.8', async () => {
    const { codec, calls } = fakeCodec({ width: 1920, height: 1080, duration: 8 });
    const poster = await extractPoster(new Blob(['video']), codec);
    expect(poster?.type).toBe('image/jpeg');
    expect(calls.seek).toBe(1);
    expect(calls.encode).toEqual([1200, 675, 0.8]);
    expect(calls.released).toBe(true);
  });

  it('uses the first frame of a video shorter than a second', async () => {
    const { codec, calls } = fakeCodec({ width: 320, height: 240, duration: 0.5 });
    await extractPoster(new Blob(['video']), codec);
    expect(calls.seek).toBe(0);
  });

  it('gives null (upload goes on without a poster) when the video cannot be decoded', async () => {
    const { codec, calls } = fakeCodec(new Error('decode failed'));
    expect(await extractPoster(new Blob(['nope']), codec)).toBeNull();
    expect(calls.released).toBe(true);
  });

  it('gives null when the canvas yields nothing or the frame has no size', async () => {
    expect(
      await extractPoster(new Blob(['v']), fakeCodec({ width: 10, height: 10, duration: 3 }, null).codec),
    ).toBeNull();
    expect(
      await extractPoster(new Blob(['v']), fakeCodec({ width: 0, height: 0, duration: 3 }).codec),
    ).toBeNull();
  });
});
