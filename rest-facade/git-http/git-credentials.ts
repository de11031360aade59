import type { Request } from 'express';
import type { Actor } from '@forgegraph/platform';
import type { AuthenticatedUser } from '@forgegraph/identity';
import type { TokenVerifier } from '../edge/token-verifier';
import { basicCredentials, JOB_TOKEN_USER } from '../edge/basic-credentials';

/** A refusal in Repositories::GitHttpController's terms: a status and a plain-text body. */
export class GitHttpError extends Error {
  constructor(readonly status: number, readonly body: string, readonly headers: Record<string, string> = {}) {
    super(body);
  }

  /**
   * `render_access_denied` with `send_challenges`: missing, wrong, expired or revoked credentials.
   * The `WWW-Authenticate` challenge is what makes git send (or ask for) Basic credentials.
   */
  static accessDenied(externalUrl: string): GitHttpError {
    const help = `${externalUrl}/help/topics/git/troubleshooting_git.md#error-on-git-fetch-http-basic-access-denied`;
    return new GitHttpError(401, "HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're "
      + "required to use a token instead of a password. If a token was provided, it was either incorrect, expired, or improperly scoped. "
      + `See ${help}`, { 'www-authenticate': 'Basic realm="GitLab"' });
  }
}

/** Who pushes or pulls, and what the token's scopes let it do over git (Gitlab::Auth#abilities_for_scopes). */
export interface GitIdentity {
  actor: Actor;
  /** The token's user, whose activity a successful clone, fetch or push records. */
  user: AuthenticatedUser;
  canDownloadCode: boolean;
  canPushCode: boolean;
}

const DOWNLOAD_SCOPES = ['api', 'read_api', 'read_repository', 'write_repository'];
const PUSH_SCOPES = ['api', 'write_repository'];

/**
 * HTTP Basic with any user name and a personal access token as the password (Gitlab::Auth
 * #find_for_git_client). No credentials: null (anonymous, for public pulls). Bad ones: 401.
 * Administrators keep their rights without admin mode, as GitLab's git controller bypasses it.
 */
export async function gitIdentity(req: Request, verifier: TokenVerifier, externalUrl: string): Promise<GitIdentity | null> {
  const credentials = basicCredentials(req);
  if (!credentials) return null;
  const { username, password, hasPassword } = credentials;
  if (hasPassword && username === JOB_TOKEN_USER) return jobIdentity(password, verifier, externalUrl);
  const check = password && hasPassword ? await verifier.check(password, { ip: req.ip }) : null;
  if (!check || check.kind !== 'valid') throw GitHttpError.accessDenied(externalUrl);
  const scopes = check.token.scopes;
  return {
    actor: { userId: check.user.id, username: check.user.username, isAdmin: check.user.admin, scopes, origin: 'token', tokenId: check.token.id },
    user: check.user,
    canDownloadCode: scopes.some((s) => DOWNLOAD_SCOPES.includes(s)),
    canPushCode: scopes.some((s) => PUSH_SCOPES.includes(s)),
  };
}

/**
 * Gitlab::Auth#build_access_token_check: a running job's token reads code as the job's user (the runner's
 * clone and fetch) and never pushes; any other token, a finished job's included, is denied.
 */
async function jobIdentity(token: string, verifier: TokenVerifier, externalUrl: string): Promise<GitIdentity> {
  const owner = token ? await verifier.checkJobToken(token) : null;
  const user = owner?.userId != null ? await verifier.findUser(String(owner.userId)) : null;
  if (!owner || !user || user.state !== 'active') throw GitHttpError.accessDenied(externalUrl);
  return {
    actor: { userId: user.id, username: user.username, isAdmin: false, scopes: ['api'], origin: 'job', job: { id: owner.jobId, projectId: owner.projectId } },
    user,
    canDownloadCode: true,
    canPushCode: false,
  };
}
