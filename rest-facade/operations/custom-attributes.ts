// Generated from custom-attributes.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CustomAttributeFields } from './fragments/user';

export type UserCustomAttributesResult = {
  userCustomAttributes: Array<CustomAttributeFields>;
};

export const UserCustomAttributes: Operation<UserCustomAttributesResult> = {
  name: 'UserCustomAttributes',
  document: `query UserCustomAttributes($id: ID!) {
  userCustomAttributes(userId: $id) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type UserCustomAttributeResult = {
  userCustomAttribute: CustomAttributeFields;
};

export const UserCustomAttribute: Operation<UserCustomAttributeResult> = {
  name: 'UserCustomAttribute',
  document: `query UserCustomAttribute($id: ID!, $key: String!) {
  userCustomAttribute(userId: $id, key: $key) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type SetUserCustomAttributeResult = {
  setUserCustomAttribute: CustomAttributeFields;
};

export const SetUserCustomAttribute: Operation<SetUserCustomAttributeResult> = {
  name: 'SetUserCustomAttribute',
  document: `mutation SetUserCustomAttribute($id: ID!, $key: String!, $value: String!) {
  setUserCustomAttribute(userId: $id, key: $key, value: $value) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type DeleteUserCustomAttributeResult = {
  deleteUserCustomAttribute: boolean;
};

export const DeleteUserCustomAttribute: Operation<DeleteUserCustomAttributeResult> = {
  name: 'DeleteUserCustomAttribute',
  document: `mutation DeleteUserCustomAttribute($id: ID!, $key: String!) {
  deleteUserCustomAttribute(userId: $id, key: $key)
}`,
};

export type GroupCustomAttributesResult = {
  groupCustomAttributes: Array<CustomAttributeFields>;
};

export const GroupCustomAttributes: Operation<GroupCustomAttributesResult> = {
  name: 'GroupCustomAttributes',
  document: `query GroupCustomAttributes($ref: String!) {
  groupCustomAttributes(groupRef: $ref) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type GroupCustomAttributeResult = {
  groupCustomAttribute: CustomAttributeFields;
};

export const GroupCustomAttribute: Operation<GroupCustomAttributeResult> = {
  name: 'GroupCustomAttribute',
  document: `query GroupCustomAttribute($ref: String!, $key: String!) {
  groupCustomAttribute(groupRef: $ref, key: $key) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type SetGroupCustomAttributeResult = {
  setGroupCustomAttribute: CustomAttributeFields;
};

export const SetGroupCustomAttribute: Operation<SetGroupCustomAttributeResult> = {
  name: 'SetGroupCustomAttribute',
  document: `mutation SetGroupCustomAttribute($ref: String!, $key: String!, $value: String!) {
  setGroupCustomAttribute(groupRef: $ref, key: $key, value: $value) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type DeleteGroupCustomAttributeResult = {
  deleteGroupCustomAttribute: boolean;
};

export const DeleteGroupCustomAttribute: Operation<DeleteGroupCustomAttributeResult> = {
  name: 'DeleteGroupCustomAttribute',
  document: `mutation DeleteGroupCustomAttribute($ref: String!, $key: String!) {
  deleteGroupCustomAttribute(groupRef: $ref, key: $key)
}`,
};
