const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const at = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((value, i) => bytes[offset + i] === value);

/**
 * The video type told by the first bytes: MP4 (an ISO-BMFF `ftyp` box first) or WebM (an EBML
 * header). Videos are stored as uploaded, never decoded on the server, so this is the whole check.
 */
export function sniffVideoType(bytes: Uint8Array): 'video/mp4' | 'video/webm' | null {
  if (bytes.length >= 12 && at(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (at(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}
