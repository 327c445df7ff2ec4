import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

const ALGORITHM = 'HS256';
const ISSUER = 'presidio';
/** Tokens verified recently are remembered (until they expire), so a busy client costs one HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenSigner {
  sign: (claims: { userId: number; sessionId: string; expiresAt: Date }) => Promise<string>;
  /** The session id and user id of a valid token, or undefined. */
  verify: (token: string) => Promise<{ userId: number; sessionId: string } | undefined>;
}

/** JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR. */
export const resolveSecret = (jwtSecret: string | undefined, dataDir: string): Uint8Array => {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

type Claims = { userId: number; sessionId: string };

/**
 * HS256 only, with our issuer, a subject and an expiry. fast-jwt checks synchronously with
 * node:crypto; the signature of every token is still checked once, and the session behind it on
 * every request (see the auth plugin), so a cached token never outlives its session. Tokens checked
 * are remembered by their own text until they expire: fast-jwt's own cache hashed every token with
 * SHA-256 to find it, a twentieth of a list request's CPU.
 */
export const createTokenSigner = (secret: Uint8Array): TokenSigner => {
  const key = Buffer.from(secret);
  const signer = createSigner({ key, algorithm: ALGORITHM, iss: ISSUER, noTimestamp: false });
  const verifier = createVerifier({ key, algorithms: [ALGORITHM], allowedIss: ISSUER, requiredClaims: ['sub', 'jti', 'exp'] });
  const verified = new Map<string, Claims & { expiresAtMs: number }>();
  const check = (token: string): Claims | undefined => {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
      verified.delete(token);
      return undefined;
    }
    try {
      const payload = verifier(token) as { sub?: unknown; jti?: unknown; exp?: unknown };
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.jti !== 'string' || !payload.jti || typeof payload.exp !== 'number') return undefined;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, { userId, sessionId: payload.jti, expiresAtMs: payload.exp * 1000 });
      return { userId, sessionId: payload.jti };
    } catch {
      return undefined;
    }
  };
  return {
    sign: async ({ userId, sessionId, expiresAt }) =>
      signer({ sub: String(userId), jti: sessionId, exp: Math.floor(expiresAt.getTime() / 1000) }),
    verify: async (token) => check(token),
  };
};

export const newSessionId = (): string => randomBytes(24).toString('base64url');
