import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Returns the configured secret, or the one kept in `<dataDir>/<name>`, generating it on first start.
 * Several processes may start at once: the file is created exclusively and whoever loses reads it back.
 */
export async function ensureSecret(
  dataDir: string,
  name: string,
  configured: string | undefined,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, name);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, generate(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
