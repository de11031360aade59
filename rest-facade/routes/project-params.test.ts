import { projectSettingsInput } from './project-params';

describe('projectSettingsInput', () => {
  it('keys feature settings as the subgraph stores them and maps GitLab legacy names', () => {
    const params = { merge_requests_access_level: 'private', issues_enabled: false, emails_disabled: true, tag_list: ['a'], public_builds: true, description: null };
    expect(projectSettingsInput(params)).toEqual({
      description: null,
      topics: ['a'],
      emailsEnabled: false,
      publicJobs: true,
      featureAccessLevels: { merge_requests: 'private' },
      featureBooleans: { issues_enabled: false },
    });
  });

  it('leaves absent settings out', () => {
    expect(projectSettingsInput({ name: 'x' })).toEqual({});
  });
});
