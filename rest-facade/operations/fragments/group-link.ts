// Generated from fragments/group-link.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type LdapGroupLinkFields = {
  cn: string | null;
  groupAccess: number;
  provider: string;
  filter: string | null;
};

export type SamlGroupLinkFields = {
  samlGroupName: string;
  accessLevel: number;
  memberRoleId: number | null;
  provider: string | null;
};
