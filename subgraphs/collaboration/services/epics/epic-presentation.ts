import type { Epic } from '../../entities/epic.entity';
import type { Namespace } from '../../entities/namespace.entity';

/**
 * Epic#to_reference(from): `&5` from its own group (or with no group to be relative to), the group's
 * full path and `&5` from any other group (reference §6.2).
 */
export function epicReferences(epic: Pick<Epic, 'iid'>, group: Pick<Namespace, 'id' | 'fullPath'>, fromGroupId: number | null) {
  const short = `&${epic.iid}`;
  const full = `${group.fullPath}${short}`;
  return { short, relative: fromGroupId === null || fromGroupId === group.id ? short : full, full };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Date#to_fs(:medium) as GitLab configures it: `Nov 5, 2026`. */
export function mediumDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const strong = (text: string | number) => `<strong>${text}</strong>`;

/** Rails' distance_of_time_in_words for whole days, as EntityDateHelper uses it (without "about "). */
function distanceInDays(days: number): string {
  if (days < 1) return 'less than a minute';
  if (days < 2) return '1 day';
  if (days < 30) return `${days} days`;
  if (days < 60) return '1 month';
  if (days < 365) return `${Math.round(days / 30)} months`;
  const years = Math.floor(days / 365);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** EntityDateHelper#remaining_days_in_words(due_date, start_date): `Past due`, `Today`, `Upcoming`, `<strong>3</strong> days remaining`, … */
export function remainingDaysInWords(dueDate: string | null, startDate: string | null, today = new Date().toISOString().slice(0, 10)): string | null {
  if (dueDate && dueDate < today) return strong('Past due');
  if (dueDate && dueDate === today) return strong('Today');
  if (startDate && startDate > today) return strong('Upcoming');
  if (dueDate) return `${distanceInDays(daysBetween(today, dueDate)).replace(/\d+/g, (n) => strong(n))} remaining`;
  if (startDate) {
    const days = daysBetween(startDate, today);
    return `${strong(days)} ${days === 1 ? 'day' : 'days'} elapsed`;
  }
  return null;
}
