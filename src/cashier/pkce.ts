/** SHA-256 of a text's UTF-8 bytes, with Web Crypto. */
export async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

/** base64url without padding (RFC 4648 §5), as RFC 7636 requires. */
export function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The PKCE S256 code challenge of a verifier (RFC 7636 §4.2):
 * BASE64URL(SHA256(ASCII(code_verifier))).
 */
export async function codeChallenge(codeVerifier: string): Promise<string> {
  return base64url(await sha256(codeVerifier));
}
