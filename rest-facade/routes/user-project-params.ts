import { p, type ParamSchema } from '../params/param';
import type { KeysetNext, RouteContext } from './route';
import { PROJECT_FILTER_PARAMS } from './project-params';

const PROJECT_ORDER = ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count'];

/** GET /users/:user_id/projects and /starred_projects: `collection_params` (lib/api/projects.rb). */
export const USER_PROJECT_LIST_PARAMS: ParamSchema = {
  user_id: p.string().required(),
  order_by: p.string().values(PROJECT_ORDER).default('created_at'),
  sort: p.string().values(['asc', 'desc']).default('desc'),
  membership: p.boolean().default(false),
  id_after: p.integer(),
  id_before: p.integer(),
  custom_attributes: p.hash(),
  ...PROJECT_FILTER_PARAMS,
};

/** Project keyset pages continue from the last id, as GET /projects does. */
export const userProjectsKeysetNext = (next: KeysetNext, ctx: RouteContext) =>
  ({ cursor: undefined, [ctx.params.sort === 'asc' ? 'id_after' : 'id_before']: String(next.last.id) });
