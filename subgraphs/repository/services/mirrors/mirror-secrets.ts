import { decryptSecret, encryptSecret, type SubgraphRuntime } from '@forgegraph/platform';
import type { RemoteMirror } from '../../entities/remote-mirror.entity';
import type { MirrorCredentials } from './mirror-url';

// attr_encrypted :credentials / :ssh_private_key: sealed at rest with the instance key.

export function sealCredentials(runtime: SubgraphRuntime, credentials: MirrorCredentials): string | null {
  if (!credentials.user && !credentials.password) return null;
  return encryptSecret(runtime.config, JSON.stringify(credentials));
}

export function credentialsOf(runtime: SubgraphRuntime, mirror: Pick<RemoteMirror, 'encryptedCredentials'>): MirrorCredentials {
  if (!mirror.encryptedCredentials) return {};
  return JSON.parse(decryptSecret(runtime.config, mirror.encryptedCredentials)) as MirrorCredentials;
}

export function sealPrivateKey(runtime: SubgraphRuntime, privateKey: string): string {
  return encryptSecret(runtime.config, privateKey);
}

export function privateKeyOf(runtime: SubgraphRuntime, mirror: Pick<RemoteMirror, 'encryptedSshPrivateKey'>): string | null {
  return mirror.encryptedSshPrivateKey ? decryptSecret(runtime.config, mirror.encryptedSshPrivateKey) : null;
}
