import { CreateSamlGroupLink, DeleteSamlGroupLink, SamlGroupLink, SamlGroupLinks } from '../operations/saml';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import { presentSamlGroupLink } from '../presenters/saml-group-link.presenter';
import { ACCESS_LEVELS, AS_REF } from './project-params';
import { defineRoutes, route } from './route';

const GROUP_ID = { id: p.string().required() };
const LINK_KEY = { ...GROUP_ID, saml_group_name: p.string().required(), provider: p.string() };

/** A given `provider` (even blank) narrows same-named links, as GitLab's `params.key?(:provider)`. */
const keyOf = (params: Params) => toVariables({ ...params, provider: params.provider === null ? '' : params.provider }, { pick: ['saml_group_name', 'provider'] });

/** doc/api/saml.md#saml-group-links (EE, ee/lib/api/saml_group_links.rb) */
export const samlGroupLinkRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/saml_group_links',
    auth: 'required',
    params: GROUP_ID,
    operation: SamlGroupLinks,
    variables: (params) => toVariables(params, AS_REF),
    present: (links) => links.map(presentSamlGroupLink),
  }),
  route({
    method: 'GET',
    path: '/groups/:id/saml_group_links/:saml_group_name',
    auth: 'required',
    params: LINK_KEY,
    operation: SamlGroupLink,
    variables: (params) => ({ ...toVariables(params, AS_REF), key: keyOf(params) }),
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
    variables: (params) => ({ ...toVariables(params, AS_REF), input: toVariables(params, { pick: ['saml_group_name', 'access_level', 'member_role_id', 'provider'] }) }),
    present: presentSamlGroupLink,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/saml_group_links/:saml_group_name',
    auth: 'required',
    params: LINK_KEY,
    operation: DeleteSamlGroupLink,
    variables: (params) => ({ ...toVariables(params, AS_REF), key: keyOf(params) }),
    present: () => undefined,
  }),
]);
