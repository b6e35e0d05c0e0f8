import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak does not leak live sessions or reset links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both paths take the same time. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomToken());
  return decoy;
}
