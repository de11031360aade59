import { randomUUID } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import { projectLoader } from '../loaders';
import { findHookOf, hookGroup } from './group-hook.service';
import { HookError } from './hook-errors';
import { executeHook } from './hook-execution';
import { HOOK_TRIGGERS, flagColumnOf, type HookTrigger } from './hook-triggers';
import type { HookProject } from './payloads/project-hook-attrs';
import { TEST_PAYLOADS } from './payloads/test-payloads';
import { groupProjectRepositories } from '../domains/repository.client';

/** The `:trigger` values POST .../hooks/:hook_id/test/:trigger accepts (ProjectHook.triggers). */
export const TEST_TRIGGERS = Object.keys(TEST_PAYLOADS);

/**
 * POST /groups/:id/hooks/:hook_id/test/:trigger (TestHooks::GroupService): sends sample data of the
 * group's first project with commits now, even to a disabled hook; any answer but 2xx is a 422
 * carrying the response body (or why there was none).
 */
export async function testGroupHook(ctx: SubgraphContext, groupRef: string, hookId: string, trigger: string): Promise<boolean> {
  const group = await hookGroup(ctx, groupRef);
  const hook = await findHookOf(ctx, group, hookId);
  const subject = await firstNonEmptyProject(ctx, group);
  if (!subject) throw HookError.deliveryFailed('Ensure the group has a project with commits.');
  const build = TEST_PAYLOADS[trigger];
  if (!build) throw HookError.deliveryFailed('Testing not available for this hook');
  const outcome = await executeHook(ctx, hook, {
    trigger: hookNameOf(trigger), payload: await build(ctx, subject), idempotencyKey: randomUUID(), eventUuid: randomUUID(), force: true,
  });
  if (!outcome.success) throw HookError.deliveryFailed(outcome.message);
  return true;
}

function hookNameOf(trigger: string): HookTrigger {
  return (Object.keys(HOOK_TRIGGERS) as HookTrigger[]).find((name) => flagColumnOf(name) === trigger)!;
}

/** Group#first_non_empty_project: the group's own projects in id order; emptiness is the repository subgraph's. */
async function firstNonEmptyProject(ctx: SubgraphContext, group: Namespace): Promise<HookProject | null> {
  const nodes = await groupProjectRepositories(ctx, group.id);
  const node = nodes.find((n) => n.repository && !n.repository.empty);
  const project = node ? await projectLoader(ctx).load(Number(node.id)) : null;
  return project && node ? { project, namespace: group, defaultBranch: node.repository!.defaultBranch } : null;
}
