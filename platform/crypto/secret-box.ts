import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Where the instance key comes from: `SECRET_KEY_BASE`, or the data directory's key file. */
export type SecretKeySource = Pick<Config, 'dataDir' | 'secretKeyBase'>;

const VERSION = 'v1';
const KEY_FILE = 'secret-key-base';
const keysByDataDir = new Map<string, Buffer>();

/**
 * GitLab's `db_key_base`: the key secrets stored in the database are encrypted with (mirror
 * credentials and SSH keys). `SECRET_KEY_BASE` when set (split mode: every process must share it);
 * otherwise a random one generated at first use and kept in `DATA_DIR/secret-key-base` (mode 0600),
 * so a restart on the same data reads what it wrote.
 */
function keyFor({ dataDir, secretKeyBase }: SecretKeySource): Buffer {
  if (secretKeyBase) return createHash('sha256').update(secretKeyBase).digest();
  let key = keysByDataDir.get(dataDir);
  if (key) return key;
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes booting on one data directory, one writes and both read its key.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  key = createHash('sha256').update(fs.readFileSync(file, 'utf8').trim()).digest();
  keysByDataDir.set(dataDir, key);
  return key;
}

/** AES-256-GCM of `plaintext` under the instance key: `v1:<iv>:<tag>:<ciphertext>` (base64). */
export function encryptSecret(source: SecretKeySource, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(source), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** The plaintext `encryptSecret` sealed; throws when the key or the text is not the one it was sealed with. */
export function decryptSecret(source: SecretKeySource, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(source), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
