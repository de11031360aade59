import { p } from '../params/param';
import { LDAP_GROUP_LINK_FIELDS, presentLdapGroupLink } from '../presenters/ldap-group-link.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes, type Route } from './route';

const GROUP_ID = { id: p.string().required() };
const CN_OR_FILTER = [['cn', 'filter']];
const DELETE_LINK = 'mutation DeleteLdapGroupLink($ref: String!, $key: LdapGroupLinkKeyInput!) { deleteLdapGroupLink(groupRef: $ref, key: $key) }';

/** The deprecated DELETE forms name the link by path: `/:cn`, or `/:provider/:cn`. */
function deprecatedDelete(path: string, withProvider: boolean): Route {
  return {
    method: 'DELETE',
    path,
    auth: 'required',
    params: { ...GROUP_ID, cn: p.string().required(), ...(withProvider ? { provider: p.string().required() } : {}) },
    operation: DELETE_LINK,
    variables: (params) => ({ ref: params.id, key: { cn: params.cn, ...(withProvider ? { provider: params.provider } : {}) } }),
    present: () => undefined,
  };
}

/** doc/api/group_ldap_links.md (EE, ee/lib/api/ldap_group_links.rb) and LDAP sync (doc/api/groups.md). */
export const ldapGroupLinkRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/groups/:id/ldap_group_links',
    auth: 'required',
    params: GROUP_ID,
    operation: `query LdapGroupLinks($ref: String!) { ldapGroupLinks(groupRef: $ref) { ${LDAP_GROUP_LINK_FIELDS} } }`,
    variables: (params) => ({ ref: params.id }),
    present: (links: unknown[]) => links.map((link) => presentLdapGroupLink(link as Record<string, unknown>)),
  },
  {
    method: 'POST',
    path: '/groups/:id/ldap_group_links',
    auth: 'required',
    params: { ...GROUP_ID, cn: p.string(), filter: p.string(), group_access: p.integer().values(ACCESS_LEVELS).required(), provider: p.string().required() },
    rules: { exactlyOneOf: CN_OR_FILTER },
    operation: `mutation CreateLdapGroupLink($ref: String!, $input: CreateLdapGroupLinkInput!) {
      createLdapGroupLink(groupRef: $ref, input: $input) { ${LDAP_GROUP_LINK_FIELDS} }
    }`,
    variables: (params) => ({
      ref: params.id,
      input: { cn: params.cn ?? null, filter: params.filter ?? null, groupAccess: params.group_access, provider: params.provider },
    }),
    present: presentLdapGroupLink,
  },
  {
    method: 'DELETE',
    path: '/groups/:id/ldap_group_links',
    auth: 'required',
    params: { ...GROUP_ID, cn: p.string(), filter: p.string(), provider: p.string().required() },
    rules: { exactlyOneOf: CN_OR_FILTER },
    operation: DELETE_LINK,
    variables: (params) => ({ ref: params.id, key: { cn: params.cn ?? null, filter: params.filter ?? null, provider: params.provider } }),
    present: () => undefined,
  },
  deprecatedDelete('/groups/:id/ldap_group_links/:cn', false),
  deprecatedDelete('/groups/:id/ldap_group_links/:provider/:cn', true),
  {
    method: 'POST',
    path: '/groups/:id/ldap_sync',
    auth: 'required',
    params: GROUP_ID,
    operation: 'mutation SyncGroupWithLdap($ref: String!) { syncGroupWithLdap(groupRef: $ref) }',
    variables: (params) => ({ ref: params.id }),
    present: () => undefined,
    status: 202,
  },
]);
