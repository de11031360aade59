import { BadRequestError, type Conditions } from '@forgegraph/platform';
import { T } from '../tables';

const inEpic = (condition: string) => `exists (select 1 from ${T.epicIssues} ei where ei.issue_id = i.id and ${condition})`;

/**
 * The issue lists' `epic_id` (an epic's global id, `None` or `Any`) and `not[epic_id]` over issues
 * `i` (EE IssuesFinder#by_epic: the epic's own issues, not its sub-epics').
 */
export function addIssueEpicFilter(where: Conditions, epicId: string | null | undefined, negated: boolean): void {
  if (epicId === null || epicId === undefined || epicId === '') return;
  const value = epicId.toLowerCase();
  if (!/^(\d{1,10}|none|any)$/.test(value)) throw BadRequestError.param('epic_id should be an integer, none or any');
  if (value === 'none') where.add(negated ? inEpic('true') : `not ${inEpic('true')}`);
  else if (value === 'any') where.add(negated ? `not ${inEpic('true')}` : inEpic('true'));
  else where.add(negated ? `not ${inEpic('ei.epic_id = ?')}` : inEpic('ei.epic_id = ?'), Number(value));
}
