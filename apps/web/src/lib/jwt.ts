/** The claims of a JWT, read without verifying it: the server verifies; the app only needs to know what to show. */
export type Claims = Readonly<Record<string, unknown>>;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes the payload of a JWT; a malformed token yields no claims rather than an exception. */
export function decodeClaims(token: string | undefined): Claims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Claims) : {};
  } catch {
    return {};
  }
}

/** A claim grants access only when its value is the text "true" (spec section 6). */
export function hasClaim(claims: Claims, name: string): boolean {
  return claims[name] === 'true';
}
