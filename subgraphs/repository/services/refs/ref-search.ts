/**
 * GitLab's ref-name search (TagsFinder / BranchesFinder): case-insensitive substring match;
 * `^term` matches a prefix, `term$` a suffix, `^term$` the whole name. No other patterns.
 */
export function filterByName<T extends { name: string }>(refs: T[], search: string | null | undefined): T[] {
  if (!search) return refs;
  const term = search.toLowerCase();
  const prefix = term.startsWith('^');
  const suffix = term.endsWith('$') && term.length > (prefix ? 1 : 0);
  const core = term.slice(prefix ? 1 : 0, suffix ? -1 : undefined);
  return refs.filter(({ name }) => {
    const lower = name.toLowerCase();
    if (prefix && suffix) return lower === core;
    if (prefix) return lower.startsWith(core);
    if (suffix) return lower.endsWith(core);
    return lower.includes(core);
  });
}
