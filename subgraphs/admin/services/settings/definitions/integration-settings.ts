import { atMost, booleanValue, greaterThan, isBlank, maxEntries, maxLength, present, url, when } from '../setting-checks';
import { bool, float, hash, secret, str, strList, type SettingCheck, type SettingTable } from '../setting-types';

// asset_proxy_whitelist=: GitLab always allowlists its own host.
const withOwnHost = (values: string[] | null, env: { host: string }) =>
  values === null || values.includes(env.host) ? values : [...values, env.host];

const clientKey: SettingCheck = (value, settings) =>
  !isBlank(settings.external_auth_client_cert) && isBlank(value) ? "can't be blank" : undefined;

const KROKI_FORMATS = ['blockdiag', 'bpmn', 'excalidraw'];
const krokiFormats: SettingCheck = (value: Record<string, unknown>) =>
  Object.entries(value).every(([k, v]) => KROKI_FORMATS.includes(k) && typeof v === 'boolean') ? undefined : 'must be a valid json schema';
const toBooleans = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : v]));

/** Outbound requests, asset proxy, diagram renderers and external services GitLab talks to. */
export const INTEGRATION_SETTINGS: SettingTable = {
  allow_local_requests_from_web_hooks_and_services: bool(false),
  allow_local_requests_from_system_hooks: bool(true),
  outbound_local_requests_whitelist: strList([], maxEntries(1000)),
  dns_rebinding_protection_enabled: bool(true),
  deny_all_requests_except_allowed: bool(false, booleanValue),
  asset_proxy_enabled: bool(false),
  asset_proxy_url: str(null, when('asset_proxy_enabled', present(), url())),
  asset_proxy_secret_key: secret(when('asset_proxy_enabled', present())),
  asset_proxy_allowlist: strList(null, { nullable: true, normalize: withOwnHost }),
  plantuml_enabled: bool(false, { requires: ['plantuml_url'] }),
  plantuml_url: str(null, when('plantuml_enabled', present())),
  diagramsnet_enabled: bool(true, { requires: ['diagramsnet_url'] }),
  diagramsnet_url: str('https://embed.diagrams.net', when('diagramsnet_enabled', present(), url())),
  kroki_enabled: bool(false, { requires: ['kroki_url'] }),
  kroki_url: str(null, when('kroki_enabled', present(), url())),
  kroki_formats: hash({ blockdiag: false, bpmn: false, excalidraw: false }, krokiFormats, { normalize: toBooleans }),
  sourcegraph_enabled: bool(false, { requires: ['sourcegraph_url'] }),
  sourcegraph_public_only: bool(true),
  sourcegraph_url: str(null, when('sourcegraph_enabled', present())),
  gitpod_enabled: bool(false, { requires: ['gitpod_url'] }),
  gitpod_url: str('https://gitpod.io/', when('gitpod_enabled', present(), url())),
  grafana_enabled: bool(false),
  grafana_url: str('/-/grafana'),
  external_authorization_service_enabled: bool(false),
  external_authorization_service_url: str(null, when('external_authorization_service_enabled', url())),
  external_authorization_service_default_label: str(null, when('external_authorization_service_enabled', present())),
  external_authorization_service_timeout: float(0.5, when('external_authorization_service_enabled', greaterThan(0), atMost(10))),
  external_auth_client_cert: str(null),
  external_auth_client_key: secret(clientKey),
  external_auth_client_key_pass: secret(),
  eks_integration_enabled: bool(false, booleanValue, { requires: ['eks_account_id', 'eks_access_key_id', 'eks_secret_access_key'] }),
  eks_account_id: str(null),
  eks_access_key_id: str(null),
  eks_secret_access_key: secret(),
  jira_connect_application_key: str(null, maxLength(255)),
  jira_connect_public_key_storage_enabled: bool(false),
  jira_connect_proxy_url: str(null, maxLength(255), url()),
  jira_connect_additional_audience_url: str(null, maxLength(255), url()),
  mailgun_events_enabled: bool(false, { requires: ['mailgun_signing_key'] }),
  mailgun_signing_key: str(null, when('mailgun_events_enabled', present(), maxLength(255))),
  slack_app_enabled: bool(false, { requires: ['slack_app_id', 'slack_app_secret', 'slack_app_signing_secret', 'slack_app_verification_token'] }),
  slack_app_id: str(null, when('slack_app_enabled', present())),
  slack_app_secret: str(null, when('slack_app_enabled', present())),
  slack_app_signing_secret: str(null, when('slack_app_enabled', present())),
  slack_app_verification_token: str(null, when('slack_app_enabled', present())),
  snowplow_enabled: bool(false, { requires: ['snowplow_collector_hostname'] }),
  snowplow_collector_hostname: str(null, when('snowplow_enabled', present())),
  snowplow_cookie_domain: str(null),
  snowplow_app_id: str(null),
  snowplow_database_collector_hostname: str(null, maxLength(255)),
  allow_all_integrations: bool(true),
  allowed_integrations: strList([]),
};
