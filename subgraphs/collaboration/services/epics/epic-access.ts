import { AccessLevel, type Actor, Conditions } from '@forgegraph/platform';
import type { Epic } from '../../entities/epic.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { canGroup, type GroupAccess } from '../access/access.service';
import { addGroupsWithMinAccess } from '../access/visibility-sql';

/**
 * GitLab's EE GroupPolicy/EpicPolicy for epics: whoever reads the group reads its epics; Planners,
 * Reporters and above read confidential ones and create and edit epics (`admin_epic`); Owners
 * delete them (`destroy_epic`) and may backdate them (`set_epic_created_at`).
 */
export function canAdminEpics(access: GroupAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.PLANNER;
}

export function canReadEpic(access: GroupAccess, group: Namespace, epic: Pick<Epic, 'confidential'>): boolean {
  if (!canGroup(access, 'read_group', group)) return false;
  return !epic.confidential || canAdminEpics(access);
}

export function canDestroyEpic(access: GroupAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.OWNER;
}

export function canSetEpicHistory(access: GroupAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.OWNER;
}

/** The confidentiality rule as SQL over epics `e` in groups `g` the caller already sees. */
export function addReadableEpics(where: Conditions, actor: Actor): void {
  if (actor.isAdmin) return;
  const planner = new Conditions();
  addGroupsWithMinAccess(planner, actor, AccessLevel.PLANNER);
  where.add(`not e.confidential or (${planner.sql})`, ...planner.params);
}
