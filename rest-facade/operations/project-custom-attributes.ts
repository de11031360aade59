// Generated from project-custom-attributes.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CustomAttributeFields } from './fragments/user';

export type ProjectCustomAttributesResult = {
  projectCustomAttributes: Array<CustomAttributeFields>;
};

export const ProjectCustomAttributes: Operation<ProjectCustomAttributesResult> = {
  name: 'ProjectCustomAttributes',
  document: `query ProjectCustomAttributes($ref: String!) {
  projectCustomAttributes(projectRef: $ref) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type ProjectCustomAttributeResult = {
  projectCustomAttribute: CustomAttributeFields;
};

export const ProjectCustomAttribute: Operation<ProjectCustomAttributeResult> = {
  name: 'ProjectCustomAttribute',
  document: `query ProjectCustomAttribute($ref: String!, $key: String!) {
  projectCustomAttribute(projectRef: $ref, key: $key) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type SetProjectCustomAttributeResult = {
  setProjectCustomAttribute: CustomAttributeFields;
};

export const SetProjectCustomAttribute: Operation<SetProjectCustomAttributeResult> = {
  name: 'SetProjectCustomAttribute',
  document: `mutation SetProjectCustomAttribute($ref: String!, $key: String!, $value: String!) {
  setProjectCustomAttribute(projectRef: $ref, key: $key, value: $value) {
    ...CustomAttributeFields
  }
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type DeleteProjectCustomAttributeResult = {
  deleteProjectCustomAttribute: boolean;
};

export const DeleteProjectCustomAttribute: Operation<DeleteProjectCustomAttributeResult> = {
  name: 'DeleteProjectCustomAttribute',
  document: `mutation DeleteProjectCustomAttribute($ref: String!, $key: String!) {
  deleteProjectCustomAttribute(projectRef: $ref, key: $key)
}`,
};
