import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentSamlGroupLink, SAML_GROUP_LINK_FIELDS } from '../presenters/saml-group-link.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes } from './route';

const GROUP_ID = { id: p.string().required() };
const LINK_KEY = { ...GROUP_ID, saml_group_name: p.string().required(), provider: p.string() };

/** A given `provider` (even blank) narrows same-named links, as GitLab's `params.key?(:provider)`. */
const keyOf = (params: Params) => ({
  samlGroupName: params.saml_group_name,
  ...(params.provider !== undefined ? { provider: params.provider ?? '' } : {}),
});

/** doc/api/saml.md#saml-group-links (EE, ee/lib/api/saml_group_links.rb) */
export const samlGroupLinkRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/groups/:id/saml_group_links',
    auth: 'required',
    params: GROUP_ID,
    operation: `query SamlGroupLinks($ref: String!) { samlGroupLinks(groupRef: $ref) { ${SAML_GROUP_LINK_FIELDS} } }`,
    variables: (params) => ({ ref: params.id }),
    present: (links: unknown[]) => links.map((link) => presentSamlGroupLink(link as Record<string, unknown>)),
  },
  {
    method: 'GET',
    path: '/groups/:id/saml_group_links/:saml_group_name',
    auth: 'required',
    params: LINK_KEY,
    operation: `query SamlGroupLink($ref: String!, $key: SamlGroupLinkKeyInput!) {
      samlGroupLink(groupRef: $ref, key: $key) { ${SAML_GROUP_LINK_FIELDS} }
    }`,
    variables: (params) => ({ ref: params.id, key: keyOf(params) }),
    present: presentSamlGroupLink,
  },
  {
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
    operation: `mutation CreateSamlGroupLink($ref: String!, $input: CreateSamlGroupLinkInput!) {
      createSamlGroupLink(groupRef: $ref, input: $input) { ${SAML_GROUP_LINK_FIELDS} }
    }`,
    variables: (params) => ({
      ref: params.id,
      input: { samlGroupName: params.saml_group_name, accessLevel: params.access_level, memberRoleId: params.member_role_id ?? null, provider: params.provider ?? null },
    }),
    present: presentSamlGroupLink,
  },
  {
    method: 'DELETE',
    path: '/groups/:id/saml_group_links/:saml_group_name',
    auth: 'required',
    params: LINK_KEY,
    operation: 'mutation DeleteSamlGroupLink($ref: String!, $key: SamlGroupLinkKeyInput!) { deleteSamlGroupLink(groupRef: $ref, key: $key) }',
    variables: (params) => ({ ref: params.id, key: keyOf(params) }),
    present: () => undefined,
  },
]);
