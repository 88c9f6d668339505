import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2. */
const options: Options = { algorithm: 2 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so that response timing does not
 * tell an attacker which usernames are taken.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
