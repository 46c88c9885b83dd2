import "server-only";
import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with OWASP's recommended cost. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when no account matches, so a wrong email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoy = () => (decoyHash ??= hashPassword("decoy-password-for-unknown-accounts"));
