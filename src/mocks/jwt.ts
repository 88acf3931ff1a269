/**
 * JWTs for the mock API: real header.payload.signature tokens with an `exp` claim, as
 * react-auth-kit reads them. The signature is a marker, not cryptography: the mock checks a
 * token by looking it up in its own database, never by trusting its payload.
 */
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomPart(length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const values = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(values, (v) => alphabet[v % alphabet.length]).join('');
}

export function createJwt(claims: { sub: string; name: string }, lifetimeSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + lifetimeSeconds, jti: randomPart(12) }));
  return `${header}.${payload}.${randomPart(43)}`;
}

export function randomDigits(count: number): string {
  const values = crypto.getRandomValues(new Uint8Array(count));
  return Array.from(values, (v) => String(v % 10)).join('');
}
