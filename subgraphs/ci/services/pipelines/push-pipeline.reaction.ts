import { EventKinds, type EventReaction } from '@forgegraph/platform';
import { createPushPipeline } from './pipeline-create.service';

/** The repository subgraph's `repository_push` / `repository_tag_push` payload. */
interface PushEventPayload {
  projectId: number;
  ref: string;
  before: string;
  after: string;
  userId: number | null;
  deleted?: boolean;
}

/**
 * Git::BranchPushService / Git::TagPushService's `create_pipeline`, as a reaction to the repository's
 * ref updates: a pipeline for every branch or tag a push creates or moves (deletions run none).
 * The platform runs it once per event, in the transaction of its receipt.
 */
export const pushPipelineReaction: EventReaction = {
  name: 'pipelines.push',
  kinds: [EventKinds.repositoryPush, EventKinds.repositoryTagPush],
  async react(ctx, em, event) {
    const payload = event.payload as unknown as PushEventPayload;
    if (payload.deleted || /^0+$/.test(payload.after)) return;
    if (!payload.ref.startsWith('refs/heads/') && !payload.ref.startsWith('refs/tags/')) return;
    await createPushPipeline({ ...ctx, em }, payload);
  },
};
