import {
  RepositoryStorageMove, RepositoryStorageMoves, ScheduleBulkRepositoryStorageMoves, ScheduleRepositoryStorageMove,
} from '../operations/repository-storage-moves';
import { p } from '../params/param';
import { presentRepositoryStorageMove } from '../presenters/repository-storage-move.presenter';
import { defineRoutes, route } from './route';

const ACCEPTED = { message: '202 Accepted' };
const MOVE_ID = { repository_storage_move_id: p.integer().required() };
const CONTAINER_ID = { id: p.string().required() };

type Kind = 'project' | 'snippet' | 'group';

/**
 * The global routes of one kind (lib/api/{project,snippet}_repository_storage_moves.rb,
 * ee/lib/api/group_repository_storage_moves.rb): every one `authenticated_as_admin!`.
 */
function globalRoutes(kind: Kind, base: string) {
  return [
    route({
      method: 'GET', path: base, auth: 'admin', pagination: 'offset',
      operation: RepositoryStorageMoves,
      variables: () => ({ containerType: kind }),
      present: presentRepositoryStorageMove,
    }),
    route({
      method: 'GET', path: `${base}/:repository_storage_move_id`, auth: 'admin', params: MOVE_ID,
      operation: RepositoryStorageMove,
      variables: (params) => ({ containerType: kind, id: String(params.repository_storage_move_id) }),
      present: presentRepositoryStorageMove,
    }),
    route({
      // Both names must be configured shards (Grape `values:`); the moves are scheduled by a job.
      method: 'POST', path: base, auth: 'admin',
      params: { source_storage_name: p.string().required(), destination_storage_name: p.string() },
      operation: ScheduleBulkRepositoryStorageMoves,
      variables: (params) => ({
        input: { containerType: kind, sourceStorageName: params.source_storage_name, destinationStorageName: params.destination_storage_name ?? null },
      }),
      present: () => ACCEPTED,
      status: 202,
    }),
  ];
}

/** The routes under one container (`/projects/:id/repository_storage_moves`, ...). */
function containerRoutes(kind: Kind, base: string) {
  return [
    route({
      method: 'GET', path: base, auth: 'admin', pagination: 'offset', params: CONTAINER_ID,
      operation: RepositoryStorageMoves,
      variables: (params) => ({ containerType: kind, containerRef: params.id }),
      present: presentRepositoryStorageMove,
    }),
    route({
      method: 'GET', path: `${base}/:repository_storage_move_id`, auth: 'admin', params: { ...CONTAINER_ID, ...MOVE_ID },
      operation: RepositoryStorageMove,
      variables: (params) => ({ containerType: kind, containerRef: params.id, id: String(params.repository_storage_move_id) }),
      present: presentRepositoryStorageMove,
    }),
    route({
      // Omitted: the destination is picked by `repository_storages_weighted`.
      method: 'POST', path: base, auth: 'admin', params: { ...CONTAINER_ID, destination_storage_name: p.string() },
      operation: ScheduleRepositoryStorageMove,
      variables: (params) => ({
        input: { containerType: kind, containerRef: params.id, destinationStorageName: params.destination_storage_name ?? null },
      }),
      present: presentRepositoryStorageMove,
    }),
  ];
}

/** doc/api/project_repository_storage_moves.md, snippet_repository_storage_moves.md, group_repository_storage_moves.md */
export const repositoryStorageMoveRoutes = defineRoutes([
  ...globalRoutes('project', '/project_repository_storage_moves'),
  ...containerRoutes('project', '/projects/:id/repository_storage_moves'),
  ...globalRoutes('snippet', '/snippet_repository_storage_moves'),
  ...containerRoutes('snippet', '/snippets/:id/repository_storage_moves'),
  ...globalRoutes('group', '/group_repository_storage_moves'),
  ...containerRoutes('group', '/groups/:id/repository_storage_moves'),
]);
