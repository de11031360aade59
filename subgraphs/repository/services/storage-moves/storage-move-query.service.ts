import { NotFoundError, pageInfo, query, queryBatch, requireAdmin, type Page, type SubgraphContext } from '@forgegraph/platform';
import type { RepositoryStorageMove, StorageMoveContainer, StorageMoveState } from '../../entities/repository-storage-move.entity';
import { MOVE_COLUMNS } from './storage-move-transitions';
import { MT } from './storage-move-tables';

export interface MoveListArgs {
  containerType: StorageMoveContainer;
  /** Set on the per-resource routes (`/projects/:id/repository_storage_moves`). */
  containerId?: number | null;
  page: number;
  perPage: number;
}

/** GET `.../repository_storage_moves`: newest first (`order_created_at_desc`), paginated. */
export async function listStorageMoves(ctx: SubgraphContext, args: MoveListArgs): Promise<Page<RepositoryStorageMove>> {
  requireAdmin(ctx.actor);
  const filter = args.containerId == null ? 'container_type = ?' : 'container_type = ? and container_id = ?';
  const params = args.containerId == null ? [args.containerType] : [args.containerType, args.containerId];
  const [rows, [count]] = await queryBatch(ctx.em, [
    [`select ${MOVE_COLUMNS} from ${MT.moves} where ${filter} order by created_at desc, id desc limit ? offset ?`, [...params, args.perPage, (args.page - 1) * args.perPage]],
    [`select count(*)::int as total from ${MT.moves} where ${filter}`, params],
  ]);
  return { nodes: rows as RepositoryStorageMove[], pageInfo: pageInfo(args, count.total) };
}

/** GET `.../repository_storage_moves/:id` (`find`): a miss, or another container's move, is `404 Not found`. */
export async function findStorageMove(ctx: SubgraphContext, type: StorageMoveContainer, id: number, containerId?: number | null): Promise<RepositoryStorageMove> {
  requireAdmin(ctx.actor);
  const [row] = Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1
    ? await query<RepositoryStorageMove>(ctx.em, `select ${MOVE_COLUMNS} from ${MT.moves} where id = ? and container_type = ?`, [id, type])
    : [];
  if (!row || (containerId != null && row.containerId !== containerId)) throw NotFoundError.record();
  return row;
}

/**
 * The live feed's view of one state event (`<move id>:<state>`): the move as it is, shown in the
 * state the event announced; null for a move that is gone.
 */
export async function storageMoveAtState(ctx: SubgraphContext, eventId: string): Promise<RepositoryStorageMove | null> {
  // Moves are for administrators: anyone else's subscription is simply never told (null, no error).
  if (!ctx.actor.isAdmin) return null;
  const colon = eventId.indexOf(':');
  const id = Number(colon > 0 ? eventId.slice(0, colon) : eventId);
  const [row] = Number.isSafeInteger(id) ? await query<RepositoryStorageMove>(ctx.em, `select ${MOVE_COLUMNS} from ${MT.moves} where id = ?`, [id]) : [];
  if (!row) return null;
  return colon > 0 ? { ...row, state: eventId.slice(colon + 1) as StorageMoveState } : row;
}
