import { CreateReleaseLink, DeleteReleaseLink, ReleaseLink, ReleaseLinks, UpdateReleaseLink } from '../operations/releases';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentReleaseLink } from '../presenters/release.presenter';
import type { Params } from '../params/parse-params';
import { defineRoutes, route } from './route';

const TAG = { id: p.string().required(), tag_name: p.string().required() };
const LINK = { ...TAG, link_id: p.integer().required() };
const LINK_TYPE = p.string().values(['other', 'runbook', 'image', 'package']).default('other');
const IN_RELEASE = { rename: { id: 'projectId', tag_name: 'tagName', link_id: 'linkId' } };

/** The link's fields as ReleaseLinkInput: `direct_asset_path` wins over the deprecated `filepath`. */
function linkInput(params: Params): Record<string, unknown> {
  const { name, url, link_type: linkType } = params;
  const directAssetPath = params.direct_asset_path ?? params.filepath;
  return toVariables({ name, url, link_type: linkType, direct_asset_path: directAssetPath } as Params);
}

/** doc/api/releases/links.md (lib/api/release/links.rb). */
export const releaseLinkRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/releases/:tag_name/assets/links',
    jobToken: true,
    pagination: 'offset',
    params: TAG,
    operation: ReleaseLinks,
    variables: (params) => toVariables(params, { pick: ['id', 'tag_name'], ...IN_RELEASE }),
    present: presentReleaseLink,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/releases/:tag_name/assets/links/:link_id',
    jobToken: true,
    params: LINK,
    operation: ReleaseLink,
    variables: (params) => toVariables(params, { pick: ['id', 'tag_name', 'link_id'], ...IN_RELEASE }),
    present: presentReleaseLink,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/releases/:tag_name/assets/links',
    auth: 'required',
    jobToken: true,
    params: { ...TAG, name: p.string().required(), url: p.string().required(), direct_asset_path: p.string(), filepath: p.string(), link_type: LINK_TYPE },
    operation: CreateReleaseLink,
    variables: (params) => ({ ...toVariables(params, { pick: ['id', 'tag_name'], ...IN_RELEASE }), input: linkInput(params) }),
    present: presentReleaseLink,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/releases/:tag_name/assets/links/:link_id',
    auth: 'required',
    jobToken: true,
    params: { ...LINK, name: p.string(), url: p.string(), direct_asset_path: p.string(), filepath: p.string(), link_type: LINK_TYPE },
    rules: { atLeastOneOf: [['name', 'url']] },
    operation: UpdateReleaseLink,
    variables: (params) => ({ ...toVariables(params, { pick: ['id', 'tag_name', 'link_id'], ...IN_RELEASE }), input: linkInput(params) }),
    present: presentReleaseLink,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/releases/:tag_name/assets/links/:link_id',
    auth: 'required',
    jobToken: true,
    params: LINK,
    operation: DeleteReleaseLink,
    variables: (params) => toVariables(params, { pick: ['id', 'tag_name', 'link_id'], ...IN_RELEASE }),
    present: presentReleaseLink,
    // links.rb presents the deleted link.
    status: 200,
  }),
]);
