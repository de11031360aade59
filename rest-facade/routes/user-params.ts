import { p, type ParamSchema } from '../params/param';

/** read_user grants GET on /users… (lib/api/users.rb `allow_access_with_scope :read_user` for GET/HEAD). */
export const READ_USER = ['read_user'];

/** `:id` under /users must be digits (the resource `requirements`); anything else matches no route. */
export const USER_ID_PARAM: ParamSchema = { id: p.string().required().matching(/^\d+$/) };

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
