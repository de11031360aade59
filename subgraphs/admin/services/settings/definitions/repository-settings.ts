import { atLeast, atLeastSetting, atMostSetting, between, greaterThan, isBlank, url } from '../setting-checks';
import { bool, choice, int, secret, str, type SettingCheck, type SettingTable } from '../setting-types';

/** Shard names besides `default` this process's config mounts (`REPOSITORY_STORAGES`), set at boot. */
let configuredStorages: string[] = [];

/** Called once per boot with the config's `repositoryStorages` (the repository subgraph mounts the same). */
export function registerKnownStorages(storages: Record<string, string>): void {
  configuredStorages = Object.keys(storages);
}

/** The storage shards this instance knows (gitlab.yml `repositories.storages`): `default` and the configured ones. */
export function knownStorages(): string[] {
  return [...new Set(['default', ...configuredStorages])];
}

const storageWeights: SettingCheck = (value: Record<string, unknown>) => {
  const unknown = Object.keys(value).filter((name) => !knownStorages().includes(name));
  if (unknown.length) return `can't include: ${unknown.join(', ')}`;
  const outOfRange = Object.entries(value).find(([, weight]) => typeof weight === 'number' && (weight < 0 || weight > 100));
  return outOfRange ? `value for '${outOfRange[0]}' must be between 0 and 100` : undefined;
};

// GitLab's repository_storages_with_default_weight: every known storage, unlisted ones weigh 0.
const withDefaultWeights = (weights: Record<string, number>) =>
  Object.fromEntries(knownStorages().map((name) => [name, weights[name] ?? 0]));

const storageAuthToken: SettingCheck = (value, settings) =>
  !isBlank(settings.static_objects_external_storage_url) && isBlank(value) ? "can't be blank" : undefined;

// KeyRestrictionValidator.supported_key_restrictions: no restriction, the supported sizes, forbidden.
const keyRestriction = (...sizes: number[]) => int(0, { values: [0, ...sizes, -1] });

// Settings.gitlab.max_request_duration_seconds (Puma's worker timeout minus a margin).
const MAX_REQUEST_DURATION_SECONDS = 57;

/** Git storage, housekeeping, Gitaly, diffs, SSH keys and mirroring. */
export const REPOSITORY_SETTINGS: SettingTable = {
  repository_storages_weighted: {
    type: 'hash',
    default: { default: 100 },
    hashValues: 'integer',
    checks: [storageWeights],
    present: withDefaultWeights,
  },
  repository_checks_enabled: bool(true),
  repository_size_limit: int(0, atLeast(0)),
  housekeeping_enabled: bool(true),
  housekeeping_optimize_repository_period: int(10, greaterThan(0)),
  authorized_keys_enabled: bool(true),
  enabled_git_access_protocol: choice(['ssh', 'http', 'all'], null, { normalize: (value: string | null) => (value === 'all' ? null : value) }),
  custom_http_clone_url_root: str(null),
  receive_max_input_size: int(null),
  push_event_hooks_limit: int(3, atLeast(0)),
  push_event_activities_limit: int(3, atLeast(0)),
  diff_max_patch_bytes: int(204800, between(204800, 512000)),
  diff_max_files: int(1000, between(1000, 3000)),
  diff_max_lines: int(50000, between(50000, 150000)),
  gitaly_timeout_default: int(55, between(0, MAX_REQUEST_DURATION_SECONDS)),
  gitaly_timeout_medium: int(30, atLeast(0), atMostSetting('gitaly_timeout_default'), atLeastSetting('gitaly_timeout_fast')),
  gitaly_timeout_fast: int(10, atLeast(0), atMostSetting('gitaly_timeout_default')),
  rsa_key_restriction: keyRestriction(1024, 2048, 3072, 4096),
  dsa_key_restriction: keyRestriction(1024, 2048, 3072),
  ecdsa_key_restriction: keyRestriction(256, 384, 521),
  ed25519_key_restriction: keyRestriction(256),
  ecdsa_sk_key_restriction: keyRestriction(256),
  ed25519_sk_key_restriction: keyRestriction(256),
  mirror_available: bool(true),
  mirror_max_delay: int(300, greaterThan(0)),
  mirror_max_capacity: int(100, greaterThan(0)),
  mirror_capacity_threshold: int(50, greaterThan(0)),
  static_objects_external_storage_url: str(null, url()),
  static_objects_external_storage_auth_token: secret(storageAuthToken),
};
