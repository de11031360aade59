import { FieldErrors } from '@forgegraph/platform';

/**
 * Names and paths as GitLab validates them (lib/gitlab/path_regex.rb, lib/gitlab/regex.rb). Paths
 * that would be masked by GitLab's own routes are reserved.
 */

// Gitlab::PathRegex::TOP_LEVEL_ROUTES: top-level namespaces may not take these paths.
const TOP_LEVEL_ROUTES = new Set([
  '-', '.well-known', '404.html', '422.html', '500.html', '502.html', '503.html', 'abuse_reports', 'admin', 'api',
  'apple-touch-icon-precomposed.png', 'apple-touch-icon.png', 'assets', 'autocomplete', 'ci', 'dashboard', 'deploy.html',
  'explore', 'favicon.ico', 'favicon.png', 'files', 'groups', 'health_check', 'help', 'import', 'invites', 'jwt',
  'login', 'oauth', 'profile', 'projects', 'public', 'robots.txt', 's', 'search', 'sent_notifications',
  'slash-command-logo.png', 'snippets', 'unsubscribes', 'uploads', 'users', 'v2',
]);

// PROJECT_WILDCARD_ROUTES: words that follow `/namespace/project/` in GitLab's routes.
const PROJECT_WILDCARD_ROUTES = new Set([
  '-', 'badges', 'blame', 'blob', 'builds', 'commits', 'create', 'create_dir', 'edit', 'files', 'find_file', 'new',
  'preview', 'raw', 'refs', 'tree', 'update', 'wikis',
]);

const NAMESPACE_PATH = /^(?:[a-zA-Z0-9_.][a-zA-Z0-9_\-.]*[a-zA-Z0-9_-]|[a-zA-Z0-9_])$/;
const PROJECT_PATH = /^[a-zA-Z0-9_.][a-zA-Z0-9_\-.]*$/;
const FORBIDDEN_SUFFIX = /\.(git|atom)$/;
const PROJECT_NAME = /^[\p{L}\p{N}\u00A9-\u{1F9FF}_][\p{L}\p{N}\p{Pd}+\u00A9-\u{1F9FF}_. ]*$/u;
const GROUP_NAME = /^[\p{L}\p{N}\u00A9-\u{1F9FF}_][\p{L}\p{N}\p{Pd}\u00A9-\u{1F9FF}_(). ]*$/u;
const MAX_LENGTH = 255;

export const PROJECT_PATH_MESSAGE = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'";
export const NAMESPACE_PATH_MESSAGE = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'.";
export const PROJECT_NAME_MESSAGE = "can contain only letters, digits, emoji, '_', '.', '+', dashes, or spaces. It must start with a letter, digit, emoji, or '_'.";
export const GROUP_NAME_MESSAGE = "can contain only letters, digits, emoji, '_', '.', dash, space, parenthesis. It must start with letter, digit, emoji or '_'.";
const TOO_LONG = `is too long (maximum is ${MAX_LENGTH} characters)`;

export function checkProjectName(errors: FieldErrors, name: string): void {
  if (!name.trim()) errors.add('name', "can't be blank");
  else if (name.length > MAX_LENGTH) errors.add('name', TOO_LONG);
  else if (!PROJECT_NAME.test(name)) errors.add('name', PROJECT_NAME_MESSAGE);
}

export function checkProjectPath(errors: FieldErrors, path: string): void {
  if (!path) return void errors.add('path', "can't be blank");
  if (path.length > MAX_LENGTH) errors.add('path', TOO_LONG);
  if (!PROJECT_PATH.test(path) || FORBIDDEN_SUFFIX.test(path)) errors.add('path', PROJECT_PATH_MESSAGE);
  else if (PROJECT_WILDCARD_ROUTES.has(path.toLowerCase())) errors.add('path', `${path} is a reserved name`);
}

export function checkGroupName(errors: FieldErrors, name: string): void {
  if (!name.trim()) errors.add('name', "can't be blank");
  else if (name.length > MAX_LENGTH) errors.add('name', TOO_LONG);
  else if (!GROUP_NAME.test(name)) errors.add('name', GROUP_NAME_MESSAGE);
}

export function checkNamespacePath(errors: FieldErrors, path: string, isTopLevel: boolean): void {
  if (!path) return void errors.add('path', "can't be blank");
  if (path.length > MAX_LENGTH) errors.add('path', TOO_LONG);
  if (!NAMESPACE_PATH.test(path) || FORBIDDEN_SUFFIX.test(path)) errors.add('path', NAMESPACE_PATH_MESSAGE);
  else if ((isTopLevel ? TOP_LEVEL_ROUTES : PROJECT_WILDCARD_ROUTES).has(path.toLowerCase())) errors.add('path', `${path} is a reserved name`);
}

/**
 * A project path from its name (Projects::CreateService#set_project_name_from_path): the name itself
 * when it is a valid path, otherwise ActiveSupport's `parameterize`.
 */
export function pathFromName(name: string): string {
  if (PROJECT_PATH.test(name) && !FORBIDDEN_SUFFIX.test(name)) return name;
  return name
    .normalize('NFKD')
    .replace(/[^\x00-\x7F]/g, '')
    .replace(/[^a-zA-Z0-9\-_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Gitlab::GitRefValidator.validate: git's check-ref-format rules for `refs/heads/<name>`. */
export function isValidBranchName(name: string): boolean {
  if (!name || name === 'HEAD' || name.startsWith('refs/heads/') || name.startsWith('refs/remotes/')) return false;
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name) || name.includes('..') || name.includes('@{') || name === '@') return false;
  if (name.endsWith('/') || name.endsWith('.') || name.includes('//')) return false;
  // A ref is a file: a component past the file system's 255 bytes cannot be created (git refuses it too).
  return name.split('/').every((part) => part.length > 0 && !part.startsWith('.') && !part.endsWith('.lock') && Buffer.byteLength(part) <= 255);
}

/** A group's `default_branch` names the first branch of its new projects: it must be a valid branch name. */
export function checkDefaultBranchName(errors: FieldErrors, name: string | null | undefined): void {
  if (name !== null && name !== undefined && !isValidBranchName(name)) errors.add('default_branch_name', 'is invalid');
}

/**
 * Gitlab::Slug::Path: an e-mail's local part, without the characters a path may not hold, without
 * trailing `.git`, `.atom` or `.` and leading dashes; `blank` when nothing is left.
 */
export function pathSlug(input: string): string {
  let slug = input.replace(/@.*$/s, '').replace(/[^a-zA-Z0-9_\-.]/g, '');
  for (let before = ''; before !== slug;) {
    before = slug;
    for (const suffix of ['.git', '.atom', '.']) if (slug.endsWith(suffix)) slug = slug.slice(0, -suffix.length);
  }
  slug = slug.replace(/^-+/, '');
  return slug || 'blank';
}
