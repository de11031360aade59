// Generated from saml.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { SamlGroupLinkFields } from './fragments/group-link';

export type SamlGroupLinksResult = {
  samlGroupLinks: Array<SamlGroupLinkFields>;
};

export const SamlGroupLinks: Operation<SamlGroupLinksResult> = {
  name: 'SamlGroupLinks',
  document: `query SamlGroupLinks($ref: String!) {
  samlGroupLinks(groupRef: $ref) {
    ...SamlGroupLinkFields
  }
}

fragment SamlGroupLinkFields on SamlGroupLink {
  samlGroupName
  accessLevel
  memberRoleId
  provider
}`,
};

export type SamlGroupLinkResult = {
  samlGroupLink: SamlGroupLinkFields;
};

export const SamlGroupLink: Operation<SamlGroupLinkResult> = {
  name: 'SamlGroupLink',
  document: `query SamlGroupLink($ref: String!, $key: SamlGroupLinkKeyInput!) {
  samlGroupLink(groupRef: $ref, key: $key) {
    ...SamlGroupLinkFields
  }
}

fragment SamlGroupLinkFields on SamlGroupLink {
  samlGroupName
  accessLevel
  memberRoleId
  provider
}`,
};

export type CreateSamlGroupLinkResult = {
  createSamlGroupLink: SamlGroupLinkFields;
};

export const CreateSamlGroupLink: Operation<CreateSamlGroupLinkResult> = {
  name: 'CreateSamlGroupLink',
  document: `mutation CreateSamlGroupLink($ref: String!, $input: CreateSamlGroupLinkInput!) {
  createSamlGroupLink(groupRef: $ref, input: $input) {
    ...SamlGroupLinkFields
  }
}

fragment SamlGroupLinkFields on SamlGroupLink {
  samlGroupName
  accessLevel
  memberRoleId
  provider
}`,
};

export type DeleteSamlGroupLinkResult = {
  deleteSamlGroupLink: boolean;
};

export const DeleteSamlGroupLink: Operation<DeleteSamlGroupLinkResult> = {
  name: 'DeleteSamlGroupLink',
  document: `mutation DeleteSamlGroupLink($ref: String!, $key: SamlGroupLinkKeyInput!) {
  deleteSamlGroupLink(groupRef: $ref, key: $key)
}`,
};
