import { CreateTag, DeleteTag, RepositoryTag, RepositoryTagSignature, RepositoryTags } from '../operations/tags';
import { p } from '../params/param';
import { presentTag, presentTagSignature } from '../presenters/tag.presenter';
import { defineRoutes, route } from './route';

const TAG = { id: p.string().required(), tag_name: p.string().required() };

/** doc/api/tags.md; reads need no authentication on public projects. */
export const tagRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/repository/tags',
    pagination: 'offset',
    params: {
      id: p.string().required(),
      order_by: p.string().values(['name', 'updated', 'version']).default('updated'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      search: p.string(),
    },
    operation: RepositoryTags,
    variables: (params) => ({ projectId: params.id, orderBy: params.order_by, sort: params.sort, search: params.search }),
    present: presentTag,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/tags/:tag_name',
    params: TAG,
    operation: RepositoryTag,
    variables: (params) => ({ projectId: params.id, name: params.tag_name }),
    present: (repository) => presentTag(repository.tag),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/tags',
    auth: 'required',
    params: { id: p.string().required(), tag_name: p.string().required(), ref: p.string().required(), message: p.string() },
    operation: CreateTag,
    variables: (params) => ({ input: { projectId: params.id, tagName: params.tag_name, ref: params.ref, message: params.message ?? null } }),
    present: presentTag,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/repository/tags/:tag_name',
    auth: 'required',
    params: TAG,
    operation: DeleteTag,
    variables: (params) => ({ projectId: params.id, name: params.tag_name }),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/tags/:tag_name/signature',
    params: TAG,
    operation: RepositoryTagSignature,
    variables: (params) => ({ projectId: params.id, name: params.tag_name }),
    present: (repository) => presentTagSignature(repository.tagSignature),
  }),
]);
