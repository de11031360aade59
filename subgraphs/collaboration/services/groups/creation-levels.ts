/**
 * Who may create projects and subgroups in a group (Gitlab::Access project_creation_level and
 * subgroup_creation_level): stored as integers, shown as GitLab's strings.
 */
export const ProjectCreationLevel = { NO_ONE: 0, MAINTAINER: 1, DEVELOPER: 2, ADMINISTRATOR: 3 } as const;
export const SubgroupCreationLevel = { OWNER: 0, MAINTAINER: 1 } as const;

const PROJECT_CREATION_NAMES = ['noone', 'maintainer', 'developer', 'administrator'] as const;
const SUBGROUP_CREATION_NAMES = ['owner', 'maintainer'] as const;

export const PROJECT_CREATION_VALUES: readonly string[] = PROJECT_CREATION_NAMES;
export const SUBGROUP_CREATION_VALUES: readonly string[] = SUBGROUP_CREATION_NAMES;

export function projectCreationName(level: number): string {
  return PROJECT_CREATION_NAMES[level] ?? 'developer';
}

export function projectCreationLevel(name: string): number {
  return Math.max(PROJECT_CREATION_NAMES.indexOf(name as never), 0);
}

export function subgroupCreationName(level: number): string {
  return SUBGROUP_CREATION_NAMES[level] ?? 'maintainer';
}

export function subgroupCreationLevel(name: string): number {
  return Math.max(SUBGROUP_CREATION_NAMES.indexOf(name as never), 0);
}
