import { CreateLdapGroupLink, DeleteLdapGroupLink, LdapGroupLinks } from '../operations/group-ldap-links';
import { SyncGroupWithLdap } from '../operations/groups';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentLdapGroupLink } from '../presenters/ldap-group-link.presenter';
import { ACCESS_LEVELS, AS_REF } from './project-params';
import { defineRoutes, route, type Route } from './route';

const GROUP_ID = { id: p.string().required() };
const CN_OR_FILTER = [['cn', 'filter']];

/** The deprecated DELETE forms name the link by path: `/:cn`, or `/:provider/:cn`. */
function deprecatedDelete(path: string, withProvider: boolean): Route {
  return route({
    method: 'DELETE',
    path,
    auth: 'required',
    params: { ...GROUP_ID, cn: p.string().required(), ...(withProvider ? { provider: p.string().required() } : {}) },
    operation: DeleteLdapGroupLink,
    variables: (params) => ({ ...toVariables(params, AS_REF), key: toVariables(params, { pick: ['cn', 'provider'] }) }),
    present: () => undefined,
  });
}

/** doc/api/group_ldap_links.md (EE, ee/lib/api/ldap_group_links.rb) and LDAP sync (doc/api/groups.md). */
export const ldapGroupLinkRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/ldap_group_links',
    auth: 'required',
    params: GROUP_ID,
    operation: LdapGroupLinks,
    variables: (params) => toVariables(params, AS_REF),
    present: (links) => links.map(presentLdapGroupLink),
  }),
  route({
    method: 'POST',
    path: '/groups/:id/ldap_group_links',
    auth: 'required',
    params: { ...GROUP_ID, cn: p.string(), filter: p.string(), group_access: p.integer().values(ACCESS_LEVELS).required(), provider: p.string().required() },
    rules: { exactlyOneOf: CN_OR_FILTER },
    operation: CreateLdapGroupLink,
    variables: (params) => ({ ...toVariables(params, AS_REF), input: toVariables(params, { pick: ['cn', 'filter', 'group_access', 'provider'] }) }),
    present: presentLdapGroupLink,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/ldap_group_links',
    auth: 'required',
    params: { ...GROUP_ID, cn: p.string(), filter: p.string(), provider: p.string().required() },
    rules: { exactlyOneOf: CN_OR_FILTER },
    operation: DeleteLdapGroupLink,
    variables: (params) => ({ ...toVariables(params, AS_REF), key: toVariables(params, { pick: ['cn', 'filter', 'provider'] }) }),
    present: () => undefined,
  }),
  deprecatedDelete('/groups/:id/ldap_group_links/:cn', false),
  deprecatedDelete('/groups/:id/ldap_group_links/:provider/:cn', true),
  route({
    method: 'POST',
    path: '/groups/:id/ldap_sync',
    auth: 'required',
    params: GROUP_ID,
    operation: SyncGroupWithLdap,
    variables: (params) => toVariables(params, AS_REF),
    present: () => undefined,
    status: 202,
  }),
]);
