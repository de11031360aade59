import { p, type ParamRules, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import type { RouteContext } from './route';

export const VISIBILITIES = ['private', 'internal', 'public'];
// `files[][action]` values are the subgraph's to check (Grape's message names the entry's index).

/** lib/api/helpers/snippets_helpers.rb `create_file_params` (`given :content { requires :file_name }` is the service's). */
export const CREATE_FILE_PARAMS: ParamSchema = {
  files: p.array(p.hash({ file_path: p.string().required(), content: p.string().required() })),
  content: p.string().notBlank(),
  file_name: p.string(),
};
export const CREATE_FILE_RULES: ParamRules = { exactlyOneOf: [['files', 'content']] };

/** `update_file_params` + `minimum_update_params`. */
export const UPDATE_PARAMS: ParamSchema = {
  content: p.string().notBlank(),
  description: p.string(),
  file_name: p.string(),
  title: p.string().notBlank(),
  visibility: p.string().values(VISIBILITIES),
  files: p.array(p.hash({ action: p.string().required(), content: p.string(), file_path: p.string(), previous_path: p.string() })),
};
export const UPDATE_RULES: ParamRules = {
  mutuallyExclusive: [['files', 'content'], ['files', 'file_name']],
  atLeastOneOf: [['content', 'description', 'files', 'file_name', 'title', 'visibility']],
};

/** The create/update input (declared params only), with the project's `:id` when the route has one. */
export function snippetInput(params: Params, names: string[], projectId?: string) {
  return { ...toVariables(params, { pick: names }), ...(projectId === undefined ? {} : { projectId }) };
}

export const CREATE_FIELDS = ['title', 'description', 'visibility', 'files', 'content', 'file_name'];
export const UPDATE_FIELDS = ['title', 'description', 'visibility', 'files', 'content', 'file_name'];

/** UserAgentDetailService: the creating request's User-Agent and address travel with the create input. */
export function requestDetail(ctx: RouteContext) {
  return { userAgent: ctx.req.get('user-agent') ?? null, ipAddress: ctx.req.ip ?? null };
}

