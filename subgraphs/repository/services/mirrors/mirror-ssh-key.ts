import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SshKeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * MirrorAuthentication#generate_ssh_private_key: one key pair per mirror, made when it switches to
 * `ssh_public_key`. ed25519 (GitLab makes RSA; either is accepted by every server that matters, and
 * ed25519 takes milliseconds). The files exist only for the few ms ssh-keygen needs.
 */
export async function generateSshKeyPair(comment: string): Promise<SshKeyPair> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'forgegraph-mirror-key-'));
  try {
    const file = path.join(dir, 'key');
    await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', file]);
    const [privateKey, publicKey] = await Promise.all([fs.readFile(file, 'utf8'), fs.readFile(`${file}.pub`, 'utf8')]);
    return { privateKey, publicKey: publicKey.trim() };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
