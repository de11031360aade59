import { FieldErrors } from '@forgegraph/platform';

/**
 * GitLab's user validations (app/models/user.rb, user_detail.rb, Devise validatable) with their exact
 * messages, in the order GitLab reports them: e-mail, password, profile fields, username last
 * (username errors are copied from the namespace after validation, `set_username_errors`).
 */

/** Gitlab::PathRegex::TOP_LEVEL_ROUTES: paths a username would shadow. */
const RESERVED_NAMES = new Set([
  '-', '.well-known', '404.html', '422.html', '500.html', '502.html', '503.html', 'admin', 'api',
  'apple-touch-icon.png', 'assets', 'dashboard', 'deploy.html', 'explore', 'favicon.ico', 'favicon.png',
  'files', 'groups', 'health_check', 'help', 'import', 'jwt', 'login', 'oauth', 'profile', 'projects',
  'public', 'robots.txt', 's', 'search', 'sitemap', 'sitemap.xml', 'sitemap.xml.gz', 'slash-command-logo.png',
  'snippets', 'unsubscribes', 'uploads', 'users', 'v2',
]);

/** Rails' Mime::EXTENSION_LOOKUP keys: a username may not end in one (`check_username_format`). */
const RESERVED_EXTENSIONS = [
  'html', 'htm', 'xhtml', 'text', 'txt', 'js', 'mjs', 'css', 'ics', 'csv', 'vcf', 'vtt', 'png', 'jpeg', 'jpg', 'jpe',
  'pjpeg', 'gif', 'bmp', 'tiff', 'tif', 'svg', 'webp', 'mpeg', 'mpg', 'mpe', 'mp3', 'ogg', 'oga', 'opus', 'm4a',
  'webm', 'mp4', 'm4v', 'otf', 'ttf', 'woff', 'woff2', 'xml', 'rss', 'atom', 'yaml', 'json', 'pdf', 'zip', 'gzip', 'gz',
];

/** Gitlab::PathRegex::NAMESPACE_FORMAT_REGEX (letters, digits, `_-.`; no leading `-`, no trailing `.`). */
const NAMESPACE_FORMAT = /^(?:[a-zA-Z0-9_.][a-zA-Z0-9_\-.]{0,254}[a-zA-Z0-9_-]|[a-zA-Z0-9_])$/;
export const NAMESPACE_FORMAT_MESSAGE = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'.";

/** Devise.email_regexp as GitLab configures it. */
const EMAIL_FORMAT = /^[^@\s]+@[^@\s]+$/;

const MAX_LENGTHS: Array<[keyof UserAttributes, number]> = [
  ['name', 255], ['bio', 255], ['pronouns', 50], ['jobTitle', 200], ['organization', 500], ['location', 500],
  ['linkedin', 500], ['twitter', 500], ['skype', 500], ['discord', 500], ['websiteUrl', 500],
];

const THEME_IDS = range(1, 11);
const COLOR_SCHEME_IDS = range(1, 6);
const MAX_INT = 2147483647;
const DISCORD_ID = /^\d{17,20}$/;
const COMMON_PASSWORDS = new Set(['password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwertyuiop', 'iloveyou', 'gitlab123']);

export const PRIVATE_COMMIT_EMAIL = '_private';

/** The attributes a validation run sees: the user as it would be saved. */
export interface UserAttributes {
  email: string;
  username: string;
  name: string;
  bio: string;
  pronouns: string | null;
  jobTitle: string;
  organization: string;
  location: string | null;
  linkedin: string;
  twitter: string;
  skype: string;
  discord: string;
  websiteUrl: string;
  publicEmail: string;
  commitEmail: string | null;
  projectsLimit: number | null;
  themeId: number;
  colorSchemeId: number;
  confirmedAt: Date | null;
}

export interface ValidationContext {
  /** The new password in clear, when this save sets one. */
  password?: string | null;
  /** A new record without a generated password must be given one (Devise's `password_required?`). */
  passwordRequired: boolean;
  minimumPasswordLength: number;
  /** Whether the username changed in this save (format rules run only then, as GitLab's do). */
  usernameChanged: boolean;
  /** The e-mails the user verifiably owns (primary when confirmed, plus the private commit e-mail). */
  verifiedEmails: string[];
}

export function validateUser(user: UserAttributes, context: ValidationContext): FieldErrors {
  const errors = new FieldErrors();
  validateEmail(user, errors);
  validatePassword(user, context, errors);
  if (!user.name.trim()) errors.add('name', "can't be blank");
  for (const [field, max] of MAX_LENGTHS) {
    const value = user[field];
    if (typeof value === 'string' && value.length > max) errors.add(snake(field), `is too long (maximum is ${max} characters)`);
  }
  if (user.discord && !DISCORD_ID.test(user.discord)) errors.add('discord', 'must contain only a discord user ID.');
  validateOwnedEmails(user, context, errors);
  validateLimits(user, errors);
  if (context.usernameChanged) validateUsername(user.username, errors);
  return errors;
}

function validateEmail(user: UserAttributes, errors: FieldErrors): void {
  if (!user.email) errors.add('email', "can't be blank");
  else if (!EMAIL_FORMAT.test(user.email)) errors.add('email', 'is invalid');
}

function validatePassword(user: UserAttributes, context: ValidationContext, errors: FieldErrors): void {
  const { password } = context;
  if (!password) {
    if (context.passwordRequired) errors.add('password', "can't be blank");
    return;
  }
  if (password.length < context.minimumPasswordLength) errors.add('password', `is too short (minimum is ${context.minimumPasswordLength} characters)`);
  if (password.length > 128) errors.add('password', 'is too long (maximum is 128 characters)');
  if (isWeakPassword(password, user)) errors.add('password', 'must not contain commonly used combinations of words and letters');
}

/** Security::WeakPasswords, reduced: common passwords and ones containing the username or e-mail name. */
function isWeakPassword(password: string, user: UserAttributes): boolean {
  const lower = password.toLowerCase();
  const ownWords = [user.username, user.email.split('@')[0]].map((w) => (w ?? '').toLowerCase()).filter((w) => w.length >= 4);
  return COMMON_PASSWORDS.has(lower) || ownWords.some((word) => lower.includes(word));
}

function validateOwnedEmails(user: UserAttributes, context: ValidationContext, errors: FieldErrors): void {
  const owns = (email: string) => context.verifiedEmails.includes(email.toLowerCase());
  if (user.publicEmail) {
    if (!EMAIL_FORMAT.test(user.publicEmail)) errors.add('public_email', 'is invalid');
    else if (!owns(user.publicEmail)) errors.add('public_email', 'is not an email you own');
  }
  if (user.commitEmail && user.commitEmail !== PRIVATE_COMMIT_EMAIL) {
    if (!EMAIL_FORMAT.test(user.commitEmail)) errors.add('commit_email', 'is invalid');
    else if (!owns(user.commitEmail)) errors.add('commit_email', 'is not an email you own');
  }
}

function validateLimits(user: UserAttributes, errors: FieldErrors): void {
  if (user.projectsLimit === null) errors.add('projects_limit', "can't be blank");
  else if (user.projectsLimit < 0) errors.add('projects_limit', 'must be greater than or equal to 0');
  else if (user.projectsLimit > MAX_INT) errors.add('projects_limit', `must be less than or equal to ${MAX_INT}`);
  if (!THEME_IDS.includes(user.themeId)) errors.add('theme_id', `${user.themeId} is not a valid theme`);
  if (!COLOR_SCHEME_IDS.includes(user.colorSchemeId)) errors.add('color_scheme_id', `${user.colorSchemeId} is not a valid color scheme`);
}

function validateUsername(username: string, errors: FieldErrors): void {
  if (!username) return void errors.add('username', "can't be blank");
  if (RESERVED_NAMES.has(username.toLowerCase())) return void errors.add('username', `${username} is a reserved name`);
  if (!NAMESPACE_FORMAT.test(username) || /\.(git|atom)$/.test(username)) return void errors.add('username', NAMESPACE_FORMAT_MESSAGE);
  if (RESERVED_EXTENSIONS.some((ext) => username.endsWith(`.${ext}`))) errors.add('username', 'ending with a reserved file extension is not allowed.');
}

/** E-mail addresses are stored as Devise keeps them: stripped and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
