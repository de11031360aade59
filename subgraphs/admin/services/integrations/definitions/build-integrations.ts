import { boolean, required, secret, string, type IntegrationDefinition } from './integration-definition';

const sslVerification = boolean('enable_ssl_verification', { default: true });

export const BUILD_INTEGRATIONS: IntegrationDefinition[] = [
  {
    slug: 'jenkins', title: 'Jenkins',
    fields: [required('jenkins_url', { url: true }), sslVerification, required('project_name'), string('username'), string('password', { secret: true })],
    events: ['push', 'merge_request', 'tag_push'], delivery: 'jenkins',
  },
  {
    slug: 'teamcity', title: 'JetBrains TeamCity',
    fields: [required('teamcity_url', { url: true }), sslVerification, required('build_type'), required('username'), secret('password')],
    events: ['push', 'merge_request'], delivery: 'teamcity',
  },
  {
    slug: 'bamboo', title: 'Atlassian Bamboo',
    fields: [required('bamboo_url', { url: true }), sslVerification, required('build_key'), required('username'), secret('password')],
    events: ['push'],
  },
  {
    slug: 'buildkite', title: 'Buildkite',
    // `enable_ssl_verification` is accepted and ignored: Buildkite is always verified (integrations_helpers.rb).
    fields: [secret('token'), required('project_url', { url: true }), boolean('enable_ssl_verification')],
    events: ['push', 'merge_request', 'tag_push'], delivery: 'buildkite',
  },
  {
    slug: 'drone-ci', title: 'Drone',
    fields: [secret('token'), required('drone_url', { url: true }), sslVerification],
    events: ['push', 'merge_request', 'tag_push'], delivery: 'drone-ci',
  },
  {
    slug: 'datadog', title: 'Datadog',
    fields: [
      secret('api_key'), string('datadog_site', { default: 'datadoghq.com' }), string('api_url', { url: true }), boolean('archive_trace_events'),
      string('datadog_service'), string('datadog_env'), string('datadog_tags'),
    ],
    events: ['pipeline', 'build'],
  },
  {
    slug: 'prometheus', title: 'Prometheus',
    fields: [boolean('manual_configuration'), required('api_url', { url: true }), required('google_iap_audience_client_id'), secret('google_iap_service_account_json')],
    events: [],
  },
  { slug: 'packagist', title: 'Packagist', fields: [required('username'), secret('token'), string('server', { url: true })], events: ['push', 'merge_request', 'tag_push'] },
  {
    slug: 'pushover', title: 'Pushover',
    fields: [secret('api_key'), secret('user_key'), required('priority'), required('device', { allowBlank: true }), required('sound', { allowBlank: true })],
    events: ['push'], delivery: 'pushover',
  },
  {
    slug: 'emails-on-push', title: 'Emails on push',
    fields: [required('recipients'), boolean('disable_diffs'), boolean('send_from_committer_email'), string('branches_to_be_notified', { default: 'all' })],
    events: ['push', 'tag_push'],
  },
  {
    slug: 'pipelines-email', title: 'Pipeline status emails',
    fields: [required('recipients'), boolean('notify_only_broken_pipelines', { default: true }), boolean('notify_only_default_branch'), string('branches_to_be_notified', { default: 'default' })],
    events: ['pipeline'],
  },
  { slug: 'harbor', title: 'Harbor', fields: [required('url', { url: true }), required('project_name'), required('username'), secret('password')], events: [] },
];
