/** GitLab's visibility levels (Gitlab::VisibilityLevel): stored as integers, shown as names. */
export const Visibility = { PRIVATE: 0, INTERNAL: 10, PUBLIC: 20 } as const;

export type VisibilityName = 'private' | 'internal' | 'public';

const NAMES: Record<number, VisibilityName> = { 0: 'private', 10: 'internal', 20: 'public' };
const LEVELS: Record<VisibilityName, number> = { private: 0, internal: 10, public: 20 };

export function visibilityName(level: number): VisibilityName {
  return NAMES[level] ?? 'private';
}

/** Accepts a name (`public`) or a stored level (`20`, as restricted_visibility_levels may hold). */
export function visibilityLevel(value: string | number): number | null {
  if (typeof value === 'number') return value in NAMES ? value : null;
  if (/^\d+$/.test(value)) return visibilityLevel(Number(value));
  return LEVELS[value.toLowerCase() as VisibilityName] ?? null;
}

/** `Public`, as GitLab's VisibilityLevel.level_name spells it in error messages. */
export function visibilityTitle(level: number): string {
  const name = visibilityName(level);
  return name[0].toUpperCase() + name.slice(1);
}

/** The most visible allowed level not above `wanted` (GitLab's closest_allowed_level). */
export function closestAllowedLevel(wanted: number, restricted: number[], ceiling: number = Visibility.PUBLIC): number {
  for (const level of [Visibility.PUBLIC, Visibility.INTERNAL, Visibility.PRIVATE]) {
    if (level <= wanted && level <= ceiling && !restricted.includes(level)) return level;
  }
  return Visibility.PRIVATE;
}

/** `restricted_visibility_levels` as stored by the admin subgraph: names or levels. */
export function restrictedLevels(setting: unknown): number[] {
  if (!Array.isArray(setting)) return [];
  return setting.map((v) => visibilityLevel(v)).filter((v): v is number => v !== null);
}
