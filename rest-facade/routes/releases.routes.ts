import { RouteAnswer } from '../http/route-answer';
import { CreateRelease, DeleteRelease, ProjectLatestRelease, ProjectRelease, ProjectReleases, UpdateRelease } from '../operations/releases';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentRelease } from '../presenters/release.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route, type RouteContext } from './route';

const PROJECT = { id: p.string().required() };
const TAG = { ...PROJECT, tag_name: p.string().required() };
const LINK = p.hash({ name: p.string().required(), url: p.string().required(), direct_asset_path: p.string(), filepath: p.string(), link_type: p.string() });
const MILESTONES = { milestones: p.array(p.string()), milestone_ids: p.array(p.string()) };
const html = (ctx: RouteContext) => ({ includeHtmlDescription: ctx.params.include_html_description === true });

/** `assets[links][]`: `direct_asset_path` wins over the deprecated `filepath`. */
function linkInputs(assets: unknown): Array<Record<string, unknown>> | undefined {
  const links = (assets as { links?: Array<Record<string, unknown>> } | undefined)?.links;
  return links?.map((l) => ({ name: l.name, url: l.url, directAssetPath: l.direct_asset_path ?? l.filepath ?? null, linkType: l.link_type ?? null }));
}

/** GET .../permalink/latest(/*suffix_path): 302 to the latest release's own path, the suffix and the query (less `order_by`). */
function latestLocation(release: { projectId: string; tagName: string }, ctx: RouteContext): RouteAnswer {
  const suffix = (ctx.params.suffix_path as string[] | undefined)?.join('/');
  const query = new URLSearchParams(ctx.req.url.split('?')[1] ?? '');
  query.delete('order_by');
  const location = `/api/v4/projects/${release.projectId}/releases/${encodeURIComponent(release.tagName)}${suffix ? `/${suffix}` : ''}${query.size ? `?${query}` : ''}`;
  return RouteAnswer.raw(302, { location }, null);
}

/** doc/api/releases/index.md (lib/api/releases.rb): reads allow anonymous callers on public projects. */
export const releaseRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/releases',
    jobToken: true,
    pagination: 'offset',
    params: {
      ...PROJECT,
      order_by: p.string().values(['released_at', 'created_at']).default('released_at'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      include_html_description: p.boolean(),
      updated_before: p.datetime(),
      updated_after: p.datetime(),
    },
    operation: ProjectReleases,
    variables: (params) => toVariables(params, { pick: ['id', 'order_by', 'sort', 'updated_before', 'updated_after'], ...IN_PROJECT }),
    present: (release, ctx) => presentRelease(release, html(ctx)),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/releases/permalink/latest',
    jobToken: true,
    params: PROJECT,
    operation: ProjectLatestRelease,
    variables: (params) => toVariables(params, { pick: ['id'], ...IN_PROJECT }),
    present: latestLocation,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/releases/permalink/latest/*suffix_path',
    jobToken: true,
    params: { ...PROJECT, suffix_path: p.array(p.string()) },
    operation: ProjectLatestRelease,
    variables: (params) => toVariables(params, { pick: ['id'], ...IN_PROJECT }),
    present: latestLocation,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/releases/:tag_name',
    jobToken: true,
    params: { ...TAG, include_html_description: p.boolean() },
    operation: ProjectRelease,
    variables: (params) => toVariables(params, { pick: ['id', 'tag_name'], ...IN_PROJECT }),
    present: (release, ctx) => presentRelease(release, html(ctx)),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/releases',
    auth: 'required',
    jobToken: true,
    params: {
      ...TAG, tag_message: p.string(), name: p.string(), description: p.string(), ref: p.string(),
      assets: p.hash({ links: p.array(LINK) }), ...MILESTONES, released_at: p.datetime(),
    },
    operation: CreateRelease,
    variables: ({ assets, ...params }) => ({ input: { ...toVariables(params, IN_PROJECT), links: linkInputs(assets) } }),
    present: (release) => presentRelease(release),
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/releases/:tag_name',
    auth: 'required',
    jobToken: true,
    params: { ...TAG, name: p.string(), description: p.string(), released_at: p.datetime(), ...MILESTONES },
    operation: UpdateRelease,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    present: (release) => presentRelease(release),
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/releases/:tag_name',
    auth: 'required',
    jobToken: true,
    params: TAG,
    operation: DeleteRelease,
    variables: (params) => toVariables(params, { pick: ['id', 'tag_name'], ...IN_PROJECT }),
    present: (release) => presentRelease(release),
    // releases.rb presents the deleted release.
    status: 200,
  }),
]);
