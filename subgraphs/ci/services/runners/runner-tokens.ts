import { newSecretToken, tokenDigest, type NewSecretToken } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Runner } from '../../entities/runner.entity';

/**
 * Runner authentication tokens. Runners created through `POST /user/runners` get GitLab's `glrt-` prefix,
 * which tells gitlab-runner to verify instead of registering (reference §1.4). Only the SHA-256 digest is
 * stored (`runners.token_digest`, unique); the token itself is answered once.
 */
export const RUNNER_TOKEN_PREFIX = 'glrt-';

/** A new token; runners registered with a registration token get one without the `glrt-` prefix. */
export function newRunnerToken(prefix = RUNNER_TOKEN_PREFIX): NewSecretToken {
  return newSecretToken(prefix);
}

export const runnerTokenDigest = tokenDigest;

/** The runner a token authenticates, or null (an unknown, reset or expired token). */
export async function findRunnerByToken(em: EntityManager, token: string | null | undefined): Promise<Runner | null> {
  if (!token) return null;
  const runner = await em.findOne(Runner, { tokenDigest: runnerTokenDigest(token) });
  if (runner?.tokenExpiresAt && runner.tokenExpiresAt.getTime() <= Date.now()) return null;
  return runner;
}
