import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'presidio';

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

export const createTokenSigner = (secret: Uint8Array): TokenSigner => ({
  sign: ({ userId, sessionId, expiresAt }) =>
    new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(sessionId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret),
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || !payload.jti) return undefined;
      return { userId, sessionId: payload.jti };
    } catch {
      return undefined;
    }
  },
});

export const newSessionId = (): string => randomBytes(24).toString('base64url');
