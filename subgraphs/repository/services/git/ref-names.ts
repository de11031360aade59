/**
 * Ref-name rules of `git check-ref-format` applied to `refs/heads/<name>` / `refs/tags/<name>`,
 * plus GitLab's own refusals (Gitlab::GitRefValidator): `HEAD`, a leading `-`, names that already
 * carry a `refs/...` prefix, and names that look like a full commit SHA.
 */
export function isValidRefName(name: string): boolean {
  if (!name || name === 'HEAD' || name === '@' || name.startsWith('-')) return false;
  if (/^refs\/(heads|tags|remotes)\//.test(name)) return false;
  if (/^[0-9a-f]{40}$/i.test(name)) return false;
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//')) return false;
  if (name.endsWith('.') || name.includes('..') || name.includes('@{')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false;
  // A ref is a file: a component past the file system's 255 bytes cannot be created (git refuses it too).
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock') && Buffer.byteLength(part) <= 255);
}

/**
 * Revisions a caller may name (sha, branch, tag, `a..b`): git must never read them as options or
 * paths, so leading dashes, whitespace and `:` are refused, as Gitaly's ValidateRevision does.
 */
export function isSafeRevision(revision: string): boolean {
  // eslint-disable-next-line no-control-regex
  return revision.length > 0 && !revision.startsWith('-') && !/[\s\x00:]/.test(revision);
}

export const BRANCH_PREFIX = 'refs/heads/';
export const TAG_PREFIX = 'refs/tags/';
