import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_DIMENSION,
  IMAGE_QUALITY_MIN,
  IMAGE_QUALITY_START,
  IMAGE_QUALITY_STEP,
  IMAGE_TARGET_BYTES,
} from '@common/media';

/**
 * A picked image is checked (image type, at most IMAGE_MAX_BYTES), drawn with its longest side at
 * most 1200 px and encoded as JPEG at quality 0.8, then 0.7, ... down to 0.1 until it is under the
 * target size (500 KB). The canvas work is behind `ImageCodec` so the rules can be tested in Node.
 */

type ImageErrorReason = 'invalidType' | 'tooLarge' | 'stillTooLarge' | 'invalidImage';

export class ImageCompressionError extends Error {
  readonly reason: ImageErrorReason;
  constructor(reason: ImageErrorReason, options?: { cause?: unknown }) {
    super(`Image rejected: ${reason}`, options);
    this.name = 'ImageCompressionError';
    this.reason = reason;
  }
}

export function isImageCompressionError(error: unknown): error is ImageCompressionError {
  return error instanceof ImageCompressionError;
}

type Size = { width: number; height: number };

/** What may be refused before any decoding: the type and the size of the original file. */
export function checkImageFile(file: { type: string; size: number }): ImageErrorReason | null {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Scales down (never up) so the longest side is at most `max`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max: number = IMAGE_MAX_DIMENSION): Size {
  if (!(width > 0 && height > 0)) throw new RangeError('An image needs a positive width and height');
  const longest = Math.max(width, height);
  if (longest <= max) return { width: Math.round(width), height: Math.round(height) };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The JPEG qualities to try, best first: 0.8, 0.7, ... 0.1 (counted in tenths, no float drift). */
export function qualitySteps(
  start: number = IMAGE_QUALITY_START,
  step: number = IMAGE_QUALITY_STEP,
  min: number = IMAGE_QUALITY_MIN,
): number[] {
  const scale = 1000;
  const [from, by, to] = [start, step, min].map((n) => Math.round(n * scale)) as [number, number, number];
  if (by <= 0) throw new RangeError('The quality step must be positive');
  const steps: number[] = [];
  for (let q = from; q >= to; q -= by) steps.push(q / scale);
  return steps;
}

type DecodedImage = Size & { source: CanvasImageSource; release?: () => void };

export type ImageCodec = {
  /** Rejects when the bytes are not an image the browser can read. */
  decode: (file: Blob) => Promise<DecodedImage>;
  /** Draws the image at `size`; the returned encoder makes a JPEG of that drawing. */
  draw: (image: DecodedImage, size: Size) => (quality: number) => Promise<Blob>;
};

type CompressedImage = Size & { blob: Blob; quality: number };

type CompressOptions = {
  targetBytes?: number;
  maxDimension?: number;
  codec?: ImageCodec;
};

export async function compressImage(
  file: Blob,
  { targetBytes = IMAGE_TARGET_BYTES, maxDimension = IMAGE_MAX_DIMENSION, codec }: CompressOptions = {},
): Promise<CompressedImage> {
  const refused = checkImageFile(file);
  if (refused) throw new ImageCompressionError(refused);
  const { decode, draw } = codec ?? browserCodec();

  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch (cause) {
    throw new ImageCompressionError('invalidImage', { cause });
  }
  try {
    const size = fitWithin(image.width, image.height, maxDimension);
    const encode = draw(image, size);
    for (const quality of qualitySteps()) {
      const blob = await encode(quality);
      if (blob.size <= targetBytes) return { blob, quality, ...size };
    }
    throw new ImageCompressionError('stillTooLarge');
  } catch (error) {
    if (isImageCompressionError(error)) throw error;
    throw new ImageCompressionError('invalidImage', { cause: error });
  } finally {
    image.release?.();
  }
}

async function decodeWithElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  try {
    const element = new Image();
    element.decoding = 'async';
    element.src = url;
    await element.decode();
    return { source: element, width: element.naturalWidth, height: element.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The real codec: createImageBitmap (EXIF orientation applied) or an <img>, and a 2D canvas. */
function browserCodec(): ImageCodec {
  return {
    async decode(file) {
      if (typeof createImageBitmap === 'function') {
        try {
          const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
          return {
            source: bitmap,
            width: bitmap.width,
            height: bitmap.height,
            release: () => bitmap.close(),
          };
        } catch {
          // Some formats (SVG) only decode through an <img>.
        }
      }
      return decodeWithElement(file);
    },
    draw(image, size) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas context');
      // JPEG has no transparency: transparent pixels would turn black without a background.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.source, 0, 0, size.width, size.height);
      return (quality) =>
        new Promise<Blob>((resolve, reject) => {
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error('The canvas produced no JPEG'))),
            'image/jpeg',
            quality,
          );
        });
    },
  };
}
