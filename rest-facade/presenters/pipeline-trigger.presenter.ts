import type { PipelineTriggerFields } from '../operations/fragments/pipeline-trigger';
import { presentUserBasic } from './user.presenter';

/** Entities::Trigger (lib/api/entities/trigger.rb); the token is already cut for callers who do not own it. */
export function presentPipelineTrigger(trigger: PipelineTriggerFields) {
  return {
    id: trigger.id,
    token: trigger.token,
    description: trigger.description,
    created_at: trigger.createdAt,
    updated_at: trigger.updatedAt,
    last_used: trigger.lastUsed,
    expires_at: trigger.expiresAt,
    owner: trigger.owner ? presentUserBasic(trigger.owner) : null,
  };
}
