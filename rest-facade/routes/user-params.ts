import { HttpError } from '../http/http-error';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';

/** read_user grants GET on /users… (lib/api/users.rb `allow_access_with_scope :read_user` for GET/HEAD). */
export const READ_USER = ['read_user'];

/** `:id` under /users must be digits (the resource `requirements`); anything else matches no route. */
export function userIdOf(value: string): string {
  if (!/^\d+$/.test(value)) throw HttpError.of(404, { error: '404 Not Found' });
  return value;
}

export const USER_ID_PARAM: ParamSchema = { id: p.string().required() };

/** GitLab's `optional_attributes` of POST and PUT /users, in declaration order. */
export const USER_ATTRIBUTE_PARAMS: ParamSchema = {
  skype: p.string(),
  linkedin: p.string(),
  twitter: p.string(),
  discord: p.string(),
  website_url: p.string(),
  organization: p.string(),
  job_title: p.string(),
  projects_limit: p.integer(),
  extern_uid: p.string(),
  provider: p.string(),
  bio: p.string(),
  location: p.string(),
  pronouns: p.string(),
  public_email: p.string(),
  commit_email: p.string(),
  admin: p.boolean(),
  can_create_group: p.boolean(),
  external: p.boolean(),
  theme_id: p.integer(),
  color_scheme_id: p.integer(),
  private_profile: p.boolean(),
  note: p.string(),
  view_diffs_file_by_file: p.boolean(),
};

/**
 * The GraphQL input for the declared params that were given (`declared_params(include_missing: false)`):
 * absent params stay absent, `null` and `false` travel as such.
 */
export function inputOf(params: Params, names: string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of names) {
    if (name in params) input[camel(name)] = params[name];
  }
  return input;
}

/** `custom_attributes[key]=value` → `[{ key, value }]`. */
export function customAttributesFilterOf(hash: Record<string, unknown> | undefined) {
  if (!hash) return undefined;
  return Object.entries(hash).map(([key, value]) => ({ key, value: String(value) }));
}

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
