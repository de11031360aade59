import type { Request, Response } from 'express';
import type { Actor, Logger, OperationEngine, SettingsReader } from '@forgegraph/platform';
import { runService } from './git-service';
import { openPushSession, type PushHandlers, type RefChange } from './push-session';

// Both run as the pusher: the repository subgraph checks its rights and protected branches itself.
const PUSH_CHECK = 'query GitHttpPushCheck($input: PushInput!) { pushCheck(input: $input) }';
const APPLY_PUSH = 'mutation GitHttpApplyPush($input: PushInput!) { applyPush(input: $input) { message refs { ref ok reason } } }';

export interface ReceivePackOptions {
  engine: OperationEngine;
  settings: SettingsReader;
  logger: Logger;
  actor: Actor;
  projectId: string;
  gitDir: string;
  requestId: string;
}

/**
 * POST git-receive-pack. git receives the pack into its quarantine; the pre-receive hook asks the
 * repository subgraph for GitLab's checks (a refusal leaves nothing behind); then, instead of git
 * updating the refs itself, the proc-receive hook hands every ref (`receive.procReceiveRefs=refs`)
 * to the subgraph's `applyPush`, which moves each through the same compare-and-swap and event path
 * as API commits, so push and tag-push events fire exactly once per moved ref. The application
 * setting `receive_max_input_size` (MB) becomes git's `receive.maxInputSize`, as GitLab configures
 * Gitaly: an oversized pack fails unpacking and the repository stays as it was.
 */
export async function receivePack(req: Request, res: Response, options: ReceivePackOptions): Promise<void> {
  const maxMegabytes = Number((await options.settings.current()).receive_max_input_size ?? 0);
  const session = await openPushSession(pushHandlers(options));
  try {
    const config = ['-c', `core.hooksPath=${session.hooksDir}`, '-c', 'receive.procReceiveRefs=refs'];
    if (maxMegabytes > 0) config.push('-c', `receive.maxInputSize=${Math.floor(maxMegabytes * 1024 * 1024)}`);
    await runService(req, res, { gitDir: options.gitDir, service: 'receive-pack', config, env: session.env, logger: options.logger });
  } finally {
    await session.close();
  }
}

function pushHandlers({ engine, actor, projectId, requestId, logger }: ReceivePackOptions): PushHandlers {
  const input = (changes: RefChange[]) => ({ input: { projectId, updates: changes } });
  const failed = (errors: ReadonlyArray<{ message: string; extensions?: { body?: Record<string, unknown> } }>) => {
    logger.error('a push could not be checked or applied', { requestId, error: errors[0] });
    return String(errors[0].extensions?.body?.message ?? 'Internal API error');
  };
  return {
    async check(changes) {
      const result = await engine.execute<{ pushCheck: string | null }>(PUSH_CHECK, input(changes), actor, requestId);
      return result.errors?.length ? failed(result.errors) : result.data?.pushCheck ?? null;
    },
    async apply(changes) {
      const result = await engine.execute<{ applyPush: Awaited<ReturnType<PushHandlers['apply']>> }>(APPLY_PUSH, input(changes), actor, requestId);
      if (!result.errors?.length && result.data?.applyPush) return result.data.applyPush;
      const message = failed(result.errors ?? [{ message: 'no result' }]);
      return { message, refs: changes.map((c) => ({ ref: c.ref, ok: false, reason: 'pre-receive hook declined' })) };
    },
  };
}
