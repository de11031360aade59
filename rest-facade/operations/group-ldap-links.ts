// Generated from group-ldap-links.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { LdapGroupLinkFields } from './fragments/group-link';

export type LdapGroupLinksResult = {
  ldapGroupLinks: Array<LdapGroupLinkFields>;
};

export const LdapGroupLinks: Operation<LdapGroupLinksResult> = {
  name: 'LdapGroupLinks',
  document: `query LdapGroupLinks($ref: String!) {
  ldapGroupLinks(groupRef: $ref) {
    ...LdapGroupLinkFields
  }
}

fragment LdapGroupLinkFields on LdapGroupLink {
  cn
  groupAccess
  provider
  filter
}`,
};

export type CreateLdapGroupLinkResult = {
  createLdapGroupLink: LdapGroupLinkFields;
};

export const CreateLdapGroupLink: Operation<CreateLdapGroupLinkResult> = {
  name: 'CreateLdapGroupLink',
  document: `mutation CreateLdapGroupLink($ref: String!, $input: CreateLdapGroupLinkInput!) {
  createLdapGroupLink(groupRef: $ref, input: $input) {
    ...LdapGroupLinkFields
  }
}

fragment LdapGroupLinkFields on LdapGroupLink {
  cn
  groupAccess
  provider
  filter
}`,
};

export type DeleteLdapGroupLinkResult = {
  deleteLdapGroupLink: boolean;
};

export const DeleteLdapGroupLink: Operation<DeleteLdapGroupLinkResult> = {
  name: 'DeleteLdapGroupLink',
  document: `mutation DeleteLdapGroupLink($ref: String!, $key: LdapGroupLinkKeyInput!) {
  deleteLdapGroupLink(groupRef: $ref, key: $key)
}`,
};
