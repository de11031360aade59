import { CreateTag, DeleteTag, RepositoryTag, RepositoryTagSignature, RepositoryTags } from '../operations/tags';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentTag, presentTagSignature } from '../presenters/tag.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const TAG_VARIABLES = { pick: ['id', 'tag_name'], rename: { id: 'projectId', tag_name: 'name' } };
const TAG = { id: p.string().required(), tag_name: p.string().required() };

/** doc/api/tags.md; reads need no authentication on public projects. */
export const tagRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/repository/tags',
    jobToken: true,
    pagination: 'offset',
    params: {
      id: p.string().required(),
      order_by: p.string().values(['name', 'updated', 'version']).default('updated'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      search: p.string(),
    },
    operation: RepositoryTags,
    variables: (params) => toVariables(params, { pick: ['id', 'order_by', 'sort', 'search'], ...IN_PROJECT }),
    present: presentTag,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/tags/:tag_name',
    params: TAG,
    operation: RepositoryTag,
    variables: (params) => toVariables(params, TAG_VARIABLES),
    present: (repository) => presentTag(repository.tag),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/repository/tags',
    auth: 'required',
    params: { id: p.string().required(), tag_name: p.string().required(), ref: p.string().required(), message: p.string() },
    operation: CreateTag,
    variables: (params) => ({ input: toVariables(params, { pick: ['id', 'tag_name', 'ref', 'message'], ...IN_PROJECT }) }),
    present: presentTag,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/repository/tags/:tag_name',
    auth: 'required',
    params: TAG,
    operation: DeleteTag,
    variables: (params) => toVariables(params, TAG_VARIABLES),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/repository/tags/:tag_name/signature',
    params: TAG,
    operation: RepositoryTagSignature,
    variables: (params) => toVariables(params, TAG_VARIABLES),
    present: (repository) => presentTagSignature(repository.tagSignature),
  }),
]);
