import fs from 'node:fs';
import path from 'node:path';
import type { SubgraphRuntime } from '@forgegraph/platform';
import { AccessToken } from '../../entities/access-token.entity';
import { User } from '../../entities/user.entity';
import { digestToken, generateToken } from '../tokens/token-secret';
import { publishUserCreated } from './user-account.service';

export const ROOT_TOKEN_SCOPES = ['api', 'read_api', 'read_user', 'create_runner', 'manage_runner', 'k8s_proxy', 'read_repository', 'write_repository', 'read_registry', 'write_registry', 'sudo', 'admin_mode'];

/**
 * First boot: the `root` administrator and its token. With ROOT_ACCESS_TOKEN unset a token is
 * generated, printed once and written to DATA_DIR/root-access-token (mode 0600). A later boot with a
 * different ROOT_ACCESS_TOKEN adds that token, so the configured one always works.
 */
export async function bootstrapRoot(runtime: SubgraphRuntime): Promise<void> {
  const em = runtime.orm.em.fork();
  await em.transactional(async (tx) => {
    let root = await tx.findOne(User, { username: 'root' });
    if (!root) {
      root = tx.create(User, { username: 'root', name: 'Administrator', email: 'admin@example.com', admin: true, confirmedAt: new Date() });
      await tx.flush();
      await publishUserCreated(tx, root);
    }
    const configured = runtime.config.rootAccessToken;
    if (configured) {
      const digest = digestToken(configured);
      if (!(await tx.findOne(AccessToken, { digest }))) tx.create(AccessToken, rootToken(root.id, digest));
      return;
    }
    if (await tx.count(AccessToken, { userId: root.id, name: 'root-bootstrap' })) return;
    const token = generateToken('glpat-');
    tx.create(AccessToken, rootToken(root.id, digestToken(token)));
    await tx.flush();
    fs.mkdirSync(runtime.config.dataDir, { recursive: true });
    const file = path.join(runtime.config.dataDir, 'root-access-token');
    fs.writeFileSync(file, token + '\n', { mode: 0o600 });
    process.stdout.write(`\nThe root administrator's personal access token (shown once, also in ${file}):\n  ${token}\n\n`);
  });
}

function rootToken(userId: number, digest: string) {
  return { userId, name: 'root-bootstrap', scopes: ROOT_TOKEN_SCOPES, digest, expiresAt: null };
}
