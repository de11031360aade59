import { CreateSamlGroupLink, DeleteSamlGroupLink, SamlGroupLink, SamlGroupLinks } from '../operations/saml';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentSamlGroupLink } from '../presenters/saml-group-link.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };
const LINK_KEY = { ...GROUP_ID, saml_group_name: p.string().required(), provider: p.string() };

/** A given `provider` (even blank) narrows same-named links, as GitLab's `params.key?(:provider)`. */
const keyOf = (params: Params) => ({
  samlGroupName: params.saml_group_name,
  ...(params.provider !== undefined ? { provider: params.provider ?? '' } : {}),
});

/** doc/api/saml.md#saml-group-links (EE, ee/lib/api/saml_group_links.rb) */
export const samlGroupLinkRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/saml_group_links',
    auth: 'required',
    params: GROUP_ID,
    operation: SamlGroupLinks,
    variables: (params) => ({ ref: params.id }),
    present: (links) => links.map(presentSamlGroupLink),
  }),
  route({
    method: 'GET',
    path: '/groups/:id/saml_group_links/:saml_group_name',
    auth: 'required',
    params: LINK_KEY,
    operation: SamlGroupLink,
    variables: (params) => ({ ref: params.id, key: keyOf(params) }),
    present: presentSamlGroupLink,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/saml_group_links',
    auth: 'required',
    params: {
      ...GROUP_ID,
      saml_group_name: p.string().required(),
      access_level: p.integer().values(ACCESS_LEVELS).required(),
      member_role_id: p.integer(),
      provider: p.string(),
    },
    operation: CreateSamlGroupLink,
    variables: (params) => ({
      ref: params.id,
      input: { samlGroupName: params.saml_group_name, accessLevel: params.access_level, memberRoleId: params.member_role_id ?? null, provider: params.provider ?? null },
    }),
    present: presentSamlGroupLink,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/saml_group_links/:saml_group_name',
    auth: 'required',
    params: LINK_KEY,
    operation: DeleteSamlGroupLink,
    variables: (params) => ({ ref: params.id, key: keyOf(params) }),
    present: () => undefined,
  }),
]);
