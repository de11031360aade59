import { EventKinds, type EventReaction, type NoteEventPayload, type PublishedEvent, type SubgraphContext } from '@forgegraph/platform';
import { fetchCommit, projectDefaultBranch } from '../domains/repository.client';
import { namespaceLoader, projectLoader } from '../loaders';
import { hasHooks, recordHookEvent, type HookEvent } from './hook-events';
import { findHookLabels } from './payloads/hook-labels';
import { findHookUser } from './payloads/hook-users';
import { isConfidentialNote, noteHookPayload } from './payloads/note-events';

const ACTIONS = { [EventKinds.noteCreated]: 'create', [EventKinds.noteUpdated]: 'update' } as const;

/**
 * Notes::PostProcessService#execute_note_hooks as a reaction to collaboration's note events: one Note
 * Hook (or Confidential Note Hook) delivery per hook of the project, its group and ancestors that asked for it.
 */
export const noteHookReaction: EventReaction = {
  name: 'hooks.note',
  kinds: Object.keys(ACTIONS),
  async react(ctx, em, event) {
    await recordHookEvent(ctx, em, await noteHookEvent(ctx, event), event.occurredAt);
  },
};

async function noteHookEvent(ctx: SubgraphContext, event: PublishedEvent): Promise<HookEvent | null> {
  const payload = event.payload as unknown as NoteEventPayload;
  const project = payload.note.projectId === null ? null : await projectLoader(ctx).load(payload.note.projectId);
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  if (!project || !namespace || payload.userId === null) return null;
  const trigger = isConfidentialNote(payload) ? 'confidential_note_hooks' : 'note_hooks';
  const target = { groupPath: namespace.isGroup ? namespace.traversalIds : [], projectId: project.id };
  if (!(await hasHooks(ctx, target, trigger))) return null;
  const labelIds = payload.issue?.labelIds ?? payload.mergeRequest?.labelIds ?? [];
  const headSha = payload.mergeRequest?.headSha;
  const [user, labels, defaultBranch, lastCommit] = await Promise.all([
    findHookUser(ctx, payload.userId), findHookLabels(ctx, labelIds), projectDefaultBranch(ctx, project.id),
    headSha ? fetchCommit(ctx, project.id, headSha) : Promise.resolve(null),
  ]);
  if (!user) return null;
  const body = noteHookPayload({
    event: payload, action: ACTIONS[event.kind as keyof typeof ACTIONS], subject: { project, namespace, defaultBranch }, user, labels, lastCommit,
    externalUrl: ctx.runtime.config.externalUrl,
  });
  return { ...target, trigger, payload: body };
}
