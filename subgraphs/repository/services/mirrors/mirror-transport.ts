import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveOutboundUrl, type OutboundPolicy } from '@forgegraph/platform';
import { spawnGit } from '../git/git-command';
import { fullUrl, type MirrorCredentials } from './mirror-url';

/** A git command against the mirror's remote failed (GitLab's Gitlab::Git::CommandError). */
export class MirrorGitError extends Error {
  constructor(readonly output: string) {
    super(output);
    this.name = 'MirrorGitError';
  }
}

export interface MirrorRemote {
  /** What git is given: the URL without a password (that goes in a header, never in argv). */
  url: string;
  /** `-c` options that pin git's transport to the checked address and scheme. */
  configArgs: string[];
  env: Record<string, string>;
  /** Each git command's deadline. */
  timeoutMs: number;
  dispose(): Promise<void>;
}

/**
 * Git's own transport under the outbound rules (ARCHITECTURE §8): the host is resolved and checked
 * against the local-network settings first (BlockedUrlError otherwise), then git may only speak the
 * URL's scheme, connects to the checked address (curl's resolve list; ssh's HostName), follows no
 * redirect, and gets the password as an Authorization header through the environment.
 */
export async function openMirrorRemote(options: {
  bareUrl: string; credentials: MirrorCredentials; policy: OutboundPolicy; privateKey: string | null; timeoutMs: number;
}): Promise<MirrorRemote> {
  const { bareUrl, credentials, privateKey } = options;
  const target = await resolveOutboundUrl(bareUrl, options.policy);
  const scheme = target.url.protocol.replace(':', '');
  const host = target.url.hostname;
  const configArgs = ['-c', 'protocol.allow=never', '-c', `protocol.${scheme}.allow=always`, '-c', 'http.followRedirects=false', '-c', 'credential.helper='];
  const env: Record<string, string> = { GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '/bin/false', SSH_ASKPASS: '/bin/false' };
  let dispose = async () => undefined as void;
  let url = fullUrl(bareUrl, { user: credentials.user }, false);
  if (scheme === 'http' || scheme === 'https') {
    const port = target.url.port || (scheme === 'https' ? '443' : '80');
    const address = target.family === 6 ? `[${target.address}]` : target.address;
    configArgs.push('-c', `http.curloptResolve=${host.replace(/^\[|\]$/g, '')}:${port}:${address}`);
    if (credentials.password) {
      url = bareUrl;
      const basic = Buffer.from(`${credentials.user ?? ''}:${credentials.password}`).toString('base64');
      Object.assign(env, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraHeader', GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}` });
    }
  } else if (scheme === 'ssh') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'forgegraph-mirror-ssh-'));
    dispose = () => fs.rm(dir, { recursive: true, force: true });
    const ssh = ['ssh', '-o', 'BatchMode=yes', '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', `HostName=${target.address}`];
    if (privateKey) {
      const keyFile = path.join(dir, 'key');
      await fs.writeFile(keyFile, privateKey, { mode: 0o600 });
      ssh.push('-o', 'IdentitiesOnly=yes', '-i', keyFile);
    }
    env.GIT_SSH_COMMAND = ssh.join(' ');
  }
  return { url, configArgs, env, timeoutMs: options.timeoutMs, dispose };
}

/** Runs git on the local repository against the remote, with a deadline; stdout, or MirrorGitError with stderr. */
export function runMirrorGit(gitDir: string, remote: MirrorRemote, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(gitDir, [...remote.configArgs, ...args], remote.env);
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      stderr += '\nThe remote mirror took too long to complete.';
      child.kill('SIGKILL');
    }, remote.timeoutMs);
    child.stdin.end();
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new MirrorGitError(error.message));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new MirrorGitError(stderr.trim() || `git exited with ${code}`));
    });
  });
}
