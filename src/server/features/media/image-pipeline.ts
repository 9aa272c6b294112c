import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { IMAGE_MAX_DIMENSION, IMAGE_PIXEL_CAP, THUMB_DIMENSION } from '../../../common/media';
import { AppError } from '../../errors';

type SourceType = 'jpeg' | 'png' | 'gif' | 'webp';

let sharpModule: Promise<typeof Sharp> | undefined;
/**
 * libvips is loaded with the first image, not at start: a server that has not processed one yet
 * stays about 15 MB smaller and starts faster.
 */
const loadSharp = () => {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((value, i) => bytes[offset + i] === value);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The type told by the first bytes, whatever the file name or declared type say. */
function sniffImageType(bytes: Uint8Array): SourceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

type EncodedImage = { data: Buffer; mime: string; width: number; height: number };
type ProcessedImage = { main: EncodedImage; thumb: EncodedImage; sha256: string };

// The pixel cap applies to every decode, so a small file that inflates (a decompression bomb)
// stops at the header check or inside libvips, never after allocating the whole bitmap.
const decodeOptions = { limitInputPixels: IMAGE_PIXEL_CAP, failOn: 'error' } as const;

/**
 * Decodes an upload and re-encodes it: oriented by its EXIF tag, every metadata block dropped
 * (sharp writes none unless asked: no EXIF, GPS, XMP or ICC survives), fitted into
 * IMAGE_MAX_DIMENSION (or `boxes.main`), plus a thumbnail. Output types are fixed: JPEG, or WebP when the image has
 * transparency. Animated images keep their first frame.
 */
export async function processImage(
  input: Buffer,
  boxes: { main: number; thumb: number } = { main: IMAGE_MAX_DIMENSION, thumb: THUMB_DIMENSION },
): Promise<ProcessedImage> {
  const meta = await checkedMetadata(input);
  const format = meta.hasAlpha ? 'webp' : 'jpeg';
  const [main, thumb] = await Promise.all([
    encode(input, boxes.main, format),
    encode(input, boxes.thumb, format),
  ]);
  return { main, thumb, sha256: createHash('sha256').update(main.data).digest('hex') };
}

/**
 * A video's poster (a frame the browser drew): the same checks and re-encoding as an image, one
 * size, always JPEG, so the thumbnail's type is known without a column for it.
 */
export async function processPoster(input: Buffer): Promise<EncodedImage> {
  await checkedMetadata(input);
  return encode(input, IMAGE_MAX_DIMENSION, 'jpeg');
}

async function checkedMetadata(input: Buffer) {
  if (!sniffImageType(input)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file (JPG, PNG, GIF or WebP).');
  }
  const sharp = await loadSharp();
  const meta = await sharp(input, decodeOptions).metadata().catch(decodeFailure);
  if (!meta.width || !meta.height) throw new AppError('IMAGE_UNREADABLE');
  if (meta.width * meta.height > IMAGE_PIXEL_CAP) throw new AppError('IMAGE_TOO_LARGE_DIMENSIONS');
  return meta;
}

async function encode(input: Buffer, box: number, format: 'jpeg' | 'webp'): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const pipeline = sharp(input, decodeOptions)
    .rotate()
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true });
  const encoder =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 82, progressive: true, mozjpeg: false })
      : pipeline.webp({ quality: 82, alphaQuality: 90 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true }).catch(decodeFailure);
  return { data, mime: `image/${format}`, width: info.width, height: info.height };
}

function decodeFailure(error: Error): never {
  if (/pixel limit/i.test(error.message)) throw new AppError('IMAGE_TOO_LARGE_DIMENSIONS');
  throw new AppError('IMAGE_UNREADABLE');
}
