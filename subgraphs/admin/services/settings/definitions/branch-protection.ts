/**
 * `default_branch_protection_defaults` (GitLab 17.0+): form-body normalization and validation. Its
 * translation from the deprecated integer is the platform's `defaultBranchProtectionDefaults`.
 */
// ProtectedBranch::PushAccessLevel.allowed_access_levels: no one, developers, maintainers, admins.
const ACCESS_LEVELS = [0, 30, 40, 60];
const BOOLEAN_KEYS = ['allow_force_push', 'code_owner_approval_required', 'developer_can_initial_push'];
const LIST_KEYS = ['allowed_to_push', 'allowed_to_merge'];

/** Form bodies send `allow_force_push=true` and `allowed_to_push[][access_level]=40` as strings. */
export function normalizeBranchProtectionDefaults(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (BOOLEAN_KEYS.includes(key) && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
    else if (LIST_KEYS.includes(key) && Array.isArray(raw)) out[key] = raw.map(normalizeAccessLevel);
    else out[key] = raw;
  }
  return out;
}

function normalizeAccessLevel(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return entry;
  const level = (entry as { access_level?: unknown }).access_level;
  return typeof level === 'string' && /^\d+$/.test(level) ? { ...entry, access_level: Number(level) } : entry;
}

/** The JSON schema GitLab validates the hash against (default_branch_protection_defaults.json). */
export function isValidBranchProtectionDefaults(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, item]) => {
    if (BOOLEAN_KEYS.includes(key)) return typeof item === 'boolean';
    if (LIST_KEYS.includes(key)) return Array.isArray(item) && item.every(isAccessLevelEntry);
    return false;
  });
}

function isAccessLevelEntry(entry: unknown): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const keys = Object.keys(entry);
  const level = (entry as { access_level?: unknown }).access_level;
  return keys.length === 1 && keys[0] === 'access_level' && ACCESS_LEVELS.includes(level as number);
}
