// Generated from settings.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ApplicationSettingsFields } from './fragments/application-settings';

export type ApplicationSettingsResult = {
  applicationSettings: ApplicationSettingsFields;
};

export const ApplicationSettings: Operation<ApplicationSettingsResult> = {
  name: 'ApplicationSettings',
  document: `query ApplicationSettings {
  applicationSettings {
    ...ApplicationSettingsFields
  }
}

fragment ApplicationSettingsFields on ApplicationSettings {
  id
  createdAt
  updatedAt
  values
}`,
};

export type UpdateApplicationSettingsResult = {
  updateApplicationSettings: ApplicationSettingsFields;
};

export const UpdateApplicationSettings: Operation<UpdateApplicationSettingsResult> = {
  name: 'UpdateApplicationSettings',
  document: `mutation UpdateApplicationSettings($values: JSONObject!) {
  updateApplicationSettings(values: $values) {
    ...ApplicationSettingsFields
  }
}

fragment ApplicationSettingsFields on ApplicationSettings {
  id
  createdAt
  updatedAt
  values
}`,
};
