import type { EntityManager } from '@mikro-orm/postgresql';
import { publishEvents, query, type DomainEvent } from '@forgegraph/platform';
import type { RepositoryStorageMove, StorageMoveContainer, StorageMoveState } from '../../entities/repository-storage-move.entity';
import { SCHEMA } from '../tables';
import { MT } from './storage-move-tables';

/** The live-status event of every state a move enters (gateway: `storageMoveStateChanged`). */
export const STORAGE_MOVE_STATE_CHANGED = 'storage_move_state_changed';

/** States a move still has work in (the container is read-only, or its old copy not yet removed). */
export const ACTIVE_STATES: StorageMoveState[] = ['initial', 'scheduled', 'started', 'replicated'];

/**
 * RepositoryStorageMovable's state machine: each event moves from these states only. `fail` is
 * GitLab's `do_fail`: before replication the move failed; after it, only its cleanup did.
 */
const EVENTS = {
  schedule: { from: ['initial'], to: `'scheduled'` },
  start: { from: ['scheduled'], to: `'started'` },
  finishReplication: { from: ['started'], to: `'replicated'` },
  finishCleanup: { from: ['replicated'], to: `'finished'` },
  fail: { from: ['initial', 'scheduled', 'started', 'replicated'], to: `case when state = 'replicated' then 'cleanup failed' else 'failed' end` },
} as const;

export type StorageMoveEvent = keyof typeof EVENTS;

export interface TransitionOptions {
  errorMessage?: string;
  /** Writes that belong to this transition (the container's flag and shard), in its transaction. */
  effects?: (em: EntityManager, move: RepositoryStorageMove) => Promise<void>;
}

/**
 * One guarded transition: `UPDATE ... WHERE state IN (from)` with its effects and its event in one
 * transaction (ARCHITECTURE §7). Null when the move was not in a state the event leaves from (another
 * worker got there first, or the move ended): the caller then does nothing.
 */
export async function transitionMove(em: EntityManager, moveId: number, event: StorageMoveEvent, options: TransitionOptions = {}): Promise<RepositoryStorageMove | null> {
  const { from, to } = EVENTS[event];
  return em.transactional(async (tx) => {
    const [row] = await query<RepositoryStorageMove>(tx, `update ${MT.moves} set state = ${to}, updated_at = now(),
      error_message = coalesce(?, error_message) where id = ? and state = any(?::text[]) returning ${MOVE_COLUMNS}`,
    [options.errorMessage ?? null, moveId, `{${from.join(',')}}`]);
    if (!row) return null;
    await options.effects?.(tx, row);
    await publishMoveStates(tx, row, [row.state]);
    return row;
  });
}

/** The record's columns under the entity's property names. */
export const MOVE_COLUMNS = `id, container_type as "containerType", container_id as "containerId", state,
  source_storage_name as "sourceStorageName", destination_storage_name as "destinationStorageName",
  error_message as "errorMessage", created_at as "createdAt", updated_at as "updatedAt"`;

/**
 * One event per state entered, each naming `<move id>:<state>`: a subscriber is shown the move as it
 * was in that state even when the next state follows within milliseconds.
 */
export async function publishMoveStates(em: EntityManager, move: RepositoryStorageMove, states: StorageMoveState[]): Promise<void> {
  const subject = { moveId: move.id, containerType: move.containerType, [containerKey(move.containerType)]: move.containerId };
  await publishEvents(em, SCHEMA, states.map((state): DomainEvent => ({
    kind: STORAGE_MOVE_STATE_CHANGED,
    payload: { id: `${move.id}:${state}`, ...subject, state },
    notify: subject,
  })));
}

const containerKey = (type: StorageMoveContainer) => `${type}Id`;
