/** An issue a closing phrase names: in the merge request's project (`path` null), or by project path. */
export interface ClosingReference {
  /** null: the merge request's project; `proj`: a project of the same namespace; `group/proj`: a full path. */
  path: string | null;
  iid: number;
}

// Gitlab::ClosingIssueExtractor with the default `issue_closing_pattern` (config/gitlab.yml):
// a closing verb, an optional colon, then one or more issue references joined by commas or `and`.
const REFERENCE = String.raw`(?:https?:\/\/\S+?\/-\/issues\/\d+|(?:[\w.\-]+(?:\/[\w.\-]+)*)?#\d+)`;
const CLOSING_PHRASE = new RegExp(
  String.raw`\b(?:[Cc]los(?:e[sd]?|ing)|[Ff]ix(?:e[sd]|ing)?|[Rr]esolv(?:e[sd]?|ing)|[Ii]mplement(?:s|ed|ing)?):? +` +
    String.raw`(?:(?:issues? +)?${REFERENCE}(?: *,? +and +| *,? *)?)+`, 'g');
const REFERENCE_PARTS = /(https?:\/\/\S+?)\/-\/issues\/(\d+)|(?<![\w/])([\w.-]+(?:\/[\w.-]+)*)?#(\d+)/g;

/**
 * The issues `text` closes (`Closes #1`, `Fixes group/project#2`, `Resolves proj#3 and #4`, or an
 * issue URL under `externalUrl`), each once, in order of appearance.
 */
export function closingReferences(text: string, externalUrl: string): ClosingReference[] {
  const found = new Map<string, ClosingReference>();
  const base = externalUrl.replace(/\/+$/, '');
  for (const phrase of text.matchAll(CLOSING_PHRASE)) {
    for (const part of phrase[0].matchAll(REFERENCE_PARTS)) {
      const reference = part[1] ? fromUrl(part[1], Number(part[2]), base) : { path: part[3] ?? null, iid: Number(part[4]) };
      if (reference && Number.isSafeInteger(reference.iid) && reference.iid > 0) found.set(`${reference.path}#${reference.iid}`, reference);
    }
  }
  return [...found.values()];
}

/** An issue URL of this instance (`<externalUrl>/<full path>/-/issues/<iid>`); others name no issue here. */
function fromUrl(prefix: string, iid: number, base: string): ClosingReference | null {
  if (!prefix.startsWith(`${base}/`)) return null;
  const path = prefix.slice(base.length + 1);
  return path ? { path, iid } : null;
}
