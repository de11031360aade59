// Generated from integrations.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { IntegrationFields } from './fragments/integration';

export type ProjectIntegrationsResult = {
  projectIntegrations: Array<IntegrationFields>;
};

export const ProjectIntegrations: Operation<ProjectIntegrationsResult> = {
  name: 'ProjectIntegrations',
  document: `query ProjectIntegrations($project: String!) {
  projectIntegrations(project: $project) {
    ...IntegrationFields
  }
}

fragment IntegrationFields on Integration {
  id
  slug
  title
  active
  createdAt
  updatedAt
  eventFlags
  inherited
  properties
}`,
};

export type ProjectIntegrationResult = {
  projectIntegration: IntegrationFields;
};

export const ProjectIntegration: Operation<ProjectIntegrationResult> = {
  name: 'ProjectIntegration',
  document: `query ProjectIntegration($project: String!, $slug: String!) {
  projectIntegration(project: $project, slug: $slug) {
    ...IntegrationFields
  }
}

fragment IntegrationFields on Integration {
  id
  slug
  title
  active
  createdAt
  updatedAt
  eventFlags
  inherited
  properties
}`,
};

export type UpdateProjectIntegrationResult = {
  updateProjectIntegration: IntegrationFields;
};

export const UpdateProjectIntegration: Operation<UpdateProjectIntegrationResult> = {
  name: 'UpdateProjectIntegration',
  document: `mutation UpdateProjectIntegration($project: String!, $slug: String!, $values: JSONObject!) {
  updateProjectIntegration(project: $project, slug: $slug, values: $values) {
    ...IntegrationFields
  }
}

fragment IntegrationFields on Integration {
  id
  slug
  title
  active
  createdAt
  updatedAt
  eventFlags
  inherited
  properties
}`,
};

export type DeleteProjectIntegrationResult = {
  deleteProjectIntegration: boolean;
};

export const DeleteProjectIntegration: Operation<DeleteProjectIntegrationResult> = {
  name: 'DeleteProjectIntegration',
  document: `mutation DeleteProjectIntegration($project: String!, $slug: String!) {
  deleteProjectIntegration(project: $project, slug: $slug)
}`,
};
