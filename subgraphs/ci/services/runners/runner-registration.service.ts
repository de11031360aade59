import { ForbiddenError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Runner } from '../../entities/runner.entity';
import { RunnerManager } from '../../entities/runner-manager.entity';
import { recordRunnerContact, type RunnerContact } from './runner-contact';
import { findRunnerByToken, newRunnerToken } from './runner-tokens';

// The registration side of lib/api/ci/runner.rb. Every call authenticates the runner by its token
// (`authenticate_runner!`: `403 Forbidden` for an unknown one) and records the contact.

export interface RunnerCredentials {
  id: number;
  token: string;
  tokenExpiresAt: Date | null;
}

async function authenticateRunner(ctx: SubgraphContext, token: string, contact: RunnerContact = {}): Promise<Runner> {
  const runner = await findRunnerByToken(ctx.em, token);
  if (!runner) throw ForbiddenError.create();
  await recordRunnerContact(ctx.em, runner, contact);
  return runner;
}

/** POST /runners/verify: the runner's id and the same token (gitlab-runner's `register --token glrt-…` needs the id). */
export async function verifyRunner(ctx: SubgraphContext, token: string, contact: RunnerContact): Promise<RunnerCredentials> {
  const runner = await authenticateRunner(ctx, token, contact);
  return { id: runner.id, token, tokenExpiresAt: runner.tokenExpiresAt };
}

/** DELETE /runners: the runner is gone, with its managers and assignments. */
export async function unregisterRunner(ctx: SubgraphContext, token: string): Promise<boolean> {
  const runner = await findRunnerByToken(ctx.em, token);
  if (!runner) throw ForbiddenError.create();
  await ctx.em.nativeDelete(Runner, { id: runner.id });
  return true;
}

/** DELETE /runners/managers: only this machine's manager goes (`glrt-` runners unregistering one host). */
export async function deleteRunnerManager(ctx: SubgraphContext, token: string, systemId: string): Promise<boolean> {
  const runner = await findRunnerByToken(ctx.em, token);
  if (!runner) throw ForbiddenError.create();
  const deleted = await ctx.em.nativeDelete(RunnerManager, { runnerId: runner.id, systemId });
  if (!deleted) throw NotFoundError.resource('Runner Manager');
  return true;
}

/** POST /runners/reset_authentication_token: a new token; the old one authenticates nothing from now on. */
export async function resetRunnerToken(ctx: SubgraphContext, token: string): Promise<RunnerCredentials> {
  const runner = await authenticateRunner(ctx, token);
  const fresh = newRunnerToken();
  await ctx.em.nativeUpdate(Runner, { id: runner.id }, { tokenDigest: fresh.digest, updatedAt: new Date() });
  return { id: runner.id, token: fresh.token, tokenExpiresAt: runner.tokenExpiresAt };
}
