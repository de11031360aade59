import { atLeast, atMost, between, booleanValue, greaterThan, maxLength, oneOf, present, url, when } from '../setting-checks';
import { bool, choice, int, str, strList, type SettingCheck, type SettingTable } from '../setting-types';

// Locales GitLab ships (Gitlab::I18n.available_locales) for default_preferred_language.
const LOCALES = ['bg', 'cs_CZ', 'da_DK', 'de', 'en', 'eo', 'es', 'fil_PH', 'fr', 'gl_ES', 'id_ID', 'it', 'ja', 'ko',
  'nb_NO', 'nl_NL', 'pl_PL', 'pt_BR', 'ro_RO', 'ru', 'si_LK', 'tr_TR', 'uk', 'zh_CN', 'zh_HK', 'zh_TW'];

const TOKEN_PREFIX = /^[a-zA-Z0-9_+=/@:.-]+$/;
const tokenPrefix: SettingCheck = (value) => (typeof value === 'string' && value !== '' && !TOKEN_PREFIX.test(value)
  ? "can contain only letters of the Base64 alphabet (RFC4648) with the addition of '@', ':' and '.'" : undefined);

const javascriptRegex: SettingCheck = (value) => {
  if (typeof value !== 'string') return undefined;
  try {
    new RegExp(value);
    return undefined;
  } catch {
    return 'not valid RE2 syntax';
  }
};

// EE: delete_unconfirmed_users needs email confirmation (ee/app/models/ee/application_setting.rb).
const onlyWithEmailConfirmation: SettingCheck = (value, settings) =>
  value === true && settings.email_confirmation_setting === 'off' ? 'must be false when email confirmation setting is off' : undefined;

const dormantPeriod: SettingCheck = (value, settings) =>
  settings.deactivate_dormant_users === true && typeof value === 'number' && value < 90
    ? `'${value}' days of inactivity must be greater than or equal to 90` : undefined;

/** Sign-up, sign-in, sessions, passwords, tokens, two-factor authentication and spam protection. */
export const ACCOUNT_SETTINGS: SettingTable = {
  admin_mode: bool(false, booleanValue),
  abuse_notification_email: str(null),
  after_sign_out_path: str(null, url()),
  after_sign_up_text: str(null),
  akismet_enabled: bool(false, { requires: ['akismet_api_key'] }),
  akismet_api_key: str(null, when('akismet_enabled', present())),
  allow_account_deletion: bool(true, booleanValue),
  allow_project_creation_for_guest_and_below: bool(true, booleanValue),
  can_create_group: bool(true, booleanValue),
  deactivate_dormant_users: bool(false),
  deactivate_dormant_users_period: int(90, dormantPeriod),
  default_preferred_language: str('en', present(), oneOf(LOCALES)),
  delete_unconfirmed_users: bool(false, onlyWithEmailConfirmation),
  unconfirmed_users_delete_after_days: int(7, greaterThan(0)),
  disable_admin_oauth_scopes: bool(false, booleanValue),
  disable_feed_token: bool(false, booleanValue),
  disable_password_authentication_for_users_with_sso_identities: bool(false),
  disable_personal_access_tokens: bool(false),
  disabled_oauth_sign_in_sources: strList([]),
  domain_allowlist: strList([]),
  domain_denylist_enabled: bool(false),
  domain_denylist: strList([], when('domain_denylist_enabled', present('Domain denylist cannot be empty if denylist is enabled.'))),
  email_confirmation_setting: choice(['off', 'soft', 'hard'], 'off'),
  email_restrictions_enabled: bool(false),
  email_restrictions: str(null),
  failed_login_attempts_unlock_period_in_minutes: int(null, greaterThan(0)),
  max_login_attempts: int(null, greaterThan(0)),
  git_two_factor_session_expiry: int(15, between(1, 10080)),
  gravatar_enabled: bool(true),
  home_page_url: str(null, url()),
  inactive_resource_access_tokens_delete_after_days: int(30, atLeast(0)),
  invisible_captcha_enabled: bool(false, booleanValue),
  login_recaptcha_protection_enabled: bool(false, { requires: ['recaptcha_site_key', 'recaptcha_private_key'] }),
  max_personal_access_token_lifetime: int(null, greaterThan(0), atMost(365)),
  max_ssh_key_lifetime: int(null, greaterThan(0), atMost(365)),
  minimum_password_length: int(8, between(8, 128)),
  notify_on_unknown_sign_in: bool(true),
  password_authentication_enabled_for_git: bool(true),
  password_authentication_enabled_for_web: bool(true),
  password_lowercase_required: bool(false),
  password_number_required: bool(false),
  password_symbol_required: bool(false),
  password_uppercase_required: bool(false),
  personal_access_token_prefix: str('glpat-', tokenPrefix, maxLength(20)),
  recaptcha_enabled: bool(false, { requires: ['recaptcha_site_key', 'recaptcha_private_key'] }),
  recaptcha_private_key: str(null),
  recaptcha_site_key: str(null),
  remember_me_enabled: bool(true, booleanValue),
  require_admin_approval_after_user_signup: bool(true),
  require_admin_two_factor_authentication: bool(false, booleanValue),
  require_personal_access_token_expiry: bool(true),
  require_two_factor_authentication: bool(false, { requires: ['two_factor_grace_period'] }),
  two_factor_grace_period: int(48, atLeast(0)),
  root_moved_permanently_redirection: bool(false),
  service_access_tokens_expiration_enforced: bool(true),
  session_expire_delay: int(10080, greaterThan(0)),
  sign_in_text: str(null),
  signup_enabled: bool(true),
  spam_check_endpoint_enabled: bool(false, { requires: ['spam_check_endpoint_url'] }),
  spam_check_endpoint_url: str(null, url(['tls', 'grpc']), when('spam_check_endpoint_enabled', present())),
  spam_check_api_key: str(null, maxLength(2000)),
  enforce_terms: bool(false),
  terms: str(null),
  unique_ips_limit_enabled: bool(false, { requires: ['unique_ips_limit_per_user', 'unique_ips_limit_time_window'] }),
  unique_ips_limit_per_user: int(10, when('unique_ips_limit_enabled', atLeast(1))),
  unique_ips_limit_time_window: int(3600, when('unique_ips_limit_enabled', atLeast(0))),
  updating_name_disabled_for_users: bool(false),
  user_deactivation_emails_enabled: bool(true),
  user_default_external: bool(false),
  user_default_internal_regex: str(null, javascriptRegex),
  user_defaults_to_private_profile: bool(false, booleanValue),
  user_oauth_applications: bool(true),
  user_show_add_ssh_key_message: bool(true),
};
