/**
 * The shared secret of an `otpauth://totp/...?secret=...` address, for people who type it into
 * their authenticator app instead of scanning the QR code. Null when the address has none.
 */
export function secretFromTotpUri(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:') return null;
  const secret = url.searchParams.get('secret');
  return secret ? secret.replace(/\s+/g, '').toUpperCase() : null;
}

/** Groups of four, as authenticator apps print them: easier to read aloud and to type. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The backup codes as a small text file a user can keep. */
export function backupCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}
