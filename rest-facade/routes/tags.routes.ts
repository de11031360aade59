import { p } from '../params/param';
import { presentTag, presentTagSignature, TAG_FRAGMENTS, TAG_SIGNATURE_FIELDS } from '../presenters/tag.presenter';
import { defineRoutes } from './route';

const TAG = { id: p.string().required(), tag_name: p.string().required() };

/** doc/api/tags.md; reads need no authentication on public projects. */
export const tagRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/projects/:id/repository/tags',
    pagination: 'offset',
    params: {
      id: p.string().required(),
      order_by: p.string().values(['name', 'updated', 'version']).default('updated'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      search: p.string(),
    },
    operation: `query RepositoryTags($projectId: ID!, $orderBy: String!, $sort: String!, $search: String, $page: Int!, $perPage: Int!) {
      repositoryTags(projectId: $projectId, orderBy: $orderBy, sort: $sort, search: $search, page: $page, perPage: $perPage) {
        nodes { ...TagFields } pageInfo { page perPage total nextCursor }
      }
    } ${TAG_FRAGMENTS}`,
    variables: (params) => ({ projectId: params.id, orderBy: params.order_by, sort: params.sort, search: params.search }),
    present: presentTag,
  },
  {
    method: 'GET',
    path: '/projects/:id/repository/tags/:tag_name',
    params: TAG,
    operation: `query RepositoryTag($projectId: ID!, $name: String!) { projectRepository(projectId: $projectId) { tag(name: $name) { ...TagFields } } } ${TAG_FRAGMENTS}`,
    variables: (params) => ({ projectId: params.id, name: params.tag_name }),
    present: (repository) => presentTag(repository.tag),
  },
  {
    method: 'POST',
    path: '/projects/:id/repository/tags',
    auth: 'required',
    params: { id: p.string().required(), tag_name: p.string().required(), ref: p.string().required(), message: p.string() },
    operation: `mutation CreateTag($input: CreateTagInput!) { createTag(input: $input) { ...TagFields } } ${TAG_FRAGMENTS}`,
    variables: (params) => ({ input: { projectId: params.id, tagName: params.tag_name, ref: params.ref, message: params.message ?? null } }),
    present: presentTag,
  },
  {
    method: 'DELETE',
    path: '/projects/:id/repository/tags/:tag_name',
    auth: 'required',
    params: TAG,
    operation: 'mutation DeleteTag($projectId: ID!, $name: String!) { deleteTag(projectId: $projectId, tagName: $name) }',
    variables: (params) => ({ projectId: params.id, name: params.tag_name }),
  },
  {
    method: 'GET',
    path: '/projects/:id/repository/tags/:tag_name/signature',
    params: TAG,
    operation: `query RepositoryTagSignature($projectId: ID!, $name: String!) {
      projectRepository(projectId: $projectId) { tagSignature(name: $name) { ${TAG_SIGNATURE_FIELDS} } }
    }`,
    variables: (params) => ({ projectId: params.id, name: params.tag_name }),
    present: (repository) => presentTagSignature(repository.tagSignature),
  },
]);
