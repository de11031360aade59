import type { Request } from 'express';
import { ANONYMOUS, type Actor, type SettingsReader } from '@forgegraph/platform';
import { HttpError } from '../http/http-error';
import type { AuthenticatedUser } from '@forgegraph/identity';
import type { TokenRequestInfo, TokenVerifier } from './token-verifier';
import { basicCredentials, JOB_TOKEN_USER } from './basic-credentials';

export interface EdgeIdentity {
  actor: Actor;
  /** True when `Sudo` switched the actor: the route's scope check is then skipped, as in GitLab. */
  sudo: boolean;
  /** The user acting (the `Sudo` target if any), whose activity a successful request records. */
  user?: AuthenticatedUser;
}

const UNAUTHORIZED = () => HttpError.of(401, { message: '401 Unauthorized' });

/** GitLab's `invalid_token` answer (rack-oauth2), with its WWW-Authenticate header. */
function invalidToken(description: string): HttpError {
  return HttpError.of(401, { error: 'invalid_token', error_description: description }, {
    'www-authenticate': `Bearer realm="The API", error="invalid_token", error_description="${description}"`,
  });
}

/**
 * GitLab's `insufficient_scope` answer. `scope` lists every scope registered for the endpoint, and
 * there is no WWW-Authenticate header: rack-oauth2's Bearer::Forbidden sets none (see the FIXME in
 * GitLab's lib/api/api_guard.rb).
 */
export function insufficientScope(scopes: string[]): HttpError {
  const description = 'The request requires higher privileges than provided by the access token.';
  return HttpError.of(403, { error: 'insufficient_scope', error_description: description, scope: scopes.join(' ') });
}

/** The credential a request presents: `private_token` param, `PRIVATE-TOKEN` header, or a Bearer token. */
export function presentedToken(req: Request, params: Record<string, unknown>): string | null {
  if (typeof params.private_token === 'string' && params.private_token) return params.private_token;
  const header = req.get('private-token');
  if (header) return header;
  const authorization = req.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i);
  return bearer ? bearer[1].trim() : null;
}

/** Which credentials a route takes besides personal tokens. */
export interface AcceptedCredentials {
  /** CI job tokens (`JOB-TOKEN`, `job_token`): GitLab's `job_token_allowed`. */
  jobToken?: boolean;
  /** HTTP Basic and `X-NuGet-ApiKey`: the package registries' `authenticate_with` (reference §6.1). */
  basic?: boolean;
}

/**
 * A package registry credential: Basic with `gitlab-ci-token` + a job token, or any user name + a
 * personal access token; else the `X-NuGet-ApiKey` header (a personal or job token). Null: none sent.
 * A Basic header with no password is a wrong credential (401), not an anonymous request.
 */
function packageRegistryCredential(req: Request): { token: string; jobToken?: string } | null {
  const basic = basicCredentials(req);
  if (basic) return basic.username === JOB_TOKEN_USER && basic.password ? { token: '', jobToken: basic.password } : { token: basic.password };
  const apiKey = req.get('x-nuget-apikey');
  if (!apiKey) return null;
  return apiKey.startsWith('glcbt-') ? { token: '', jobToken: apiKey } : { token: apiKey };
}

/** `…/access_tokens/:id/rotate` and `…/self/rotate` (Gitlab::Auth::AuthFinders#access_token_rotation_request?). */
const ROTATION_PATH = /access_tokens\/(\d+|self)\/rotate$/;

/** A CI job token: the `JOB-TOKEN` header or the `job_token` param (Gitlab::Auth::AuthFinders). */
export function presentedJobToken(req: Request, params: Record<string, unknown>): string | null {
  if (typeof params.job_token === 'string' && params.job_token) return params.job_token;
  return req.get('job-token') || null;
}

/**
 * Resolves the request's actor once (ARCHITECTURE §4), applying admin mode and `Sudo`. On routes that
 * accept CI job tokens one is tried when no personal credential is presented (GitLab tries the access
 * token first); elsewhere a job token is not a credential at all.
 */
export function authenticate(req: Request, params: Record<string, unknown>, verifier: TokenVerifier, settings: SettingsReader, accepts: AcceptedCredentials = {}): Promise<EdgeIdentity> {
  const sudoParam = typeof params.sudo === 'string' || typeof params.sudo === 'number' ? String(params.sudo) : undefined;
  // `params[:sudo] || env['HTTP_SUDO']` (lib/api/helpers.rb): the parameter wins over the header.
  const sudoTarget = sudoParam ?? req.get('sudo');
  if (accepts.basic) {
    const feed = packageRegistryCredential(req);
    if (feed?.jobToken) return jobTokenIdentity(feed.jobToken, verifier, settings);
    if (feed && !feed.token) throw UNAUTHORIZED();
    if (feed) return resolveIdentity({ token: feed.token, sudoTarget: undefined, request: { ip: clientAddress(req) } }, { verifier, settings });
  }
  const token = presentedToken(req, params);
  const jobToken = accepts.jobToken && !token ? presentedJobToken(req, params) : null;
  if (jobToken) return jobTokenIdentity(jobToken, verifier, settings);
  const request: TokenRequestInfo = { ip: clientAddress(req), rotation: ROTATION_PATH.test(req.originalUrl.split('?')[0]) };
  return resolveIdentity({ token, sudoTarget, request }, { verifier, settings });
}

/**
 * A job token acts as the user the job runs as, while the job runs (reference §5); any other token,
 * a finished job's or one whose user cannot sign in, is `401 Unauthorized` as in GitLab.
 */
async function jobTokenIdentity(token: string, verifier: TokenVerifier, settings: SettingsReader): Promise<EdgeIdentity> {
  const owner = await verifier.checkJobToken(token);
  const user = owner?.userId != null ? await verifier.findUser(String(owner.userId)) : null;
  if (!owner || !user || user.state !== 'active') throw UNAUTHORIZED();
  const adminModeRequired = (await settings.current()).admin_mode === true;
  const actor: Actor = {
    userId: user.id,
    username: user.username,
    isAdmin: user.admin && !adminModeRequired,
    scopes: ['api'],
    origin: 'job',
    job: { id: owner.jobId, projectId: owner.projectId },
  };
  return { actor, sudo: false, user };
}

/** Who presented the credential: with `Sudo`, the administrator, not the user acted as (rate limits count the requester). */
export function requesterOf(identity: EdgeIdentity): number | null {
  return identity.sudo ? identity.actor.impersonatorId ?? null : identity.actor.userId;
}

/** The same resolution for a bare credential (WebSocket connection params, for instance). */
function authenticateToken(token: string | null, sudoTarget: string | undefined, verifier: TokenVerifier, settings: SettingsReader): Promise<EdgeIdentity> {
  return resolveIdentity({ token, sudoTarget, request: {} }, { verifier, settings });
}

interface Credential {
  token: string | null;
  sudoTarget: string | undefined;
  request: TokenRequestInfo;
}

async function resolveIdentity({ token, sudoTarget, request }: Credential, { verifier, settings }: { verifier: TokenVerifier; settings: SettingsReader }): Promise<EdgeIdentity> {
  if (!token) {
    if (sudoTarget) throw UNAUTHORIZED();
    return { actor: ANONYMOUS, sudo: false };
  }
  const check = await verifier.check(token, request);
  switch (check.kind) {
    case 'unknown':
      throw UNAUTHORIZED();
    case 'expired':
      throw invalidToken('Token is expired. You can either do re-authorization or token refresh.');
    case 'revoked':
      throw invalidToken('Token was revoked. You have to re-authorize from the user.');
    case 'user_blocked':
      throw HttpError.of(403, { message: `403 Forbidden - ${check.reason}` });
  }
  const { user, token: tokenInfo } = check;
  const adminModeRequired = (await settings.current()).admin_mode === true;
  const actor: Actor = {
    userId: user.id,
    username: user.username,
    isAdmin: user.admin && (!adminModeRequired || tokenInfo.scopes.includes('admin_mode')),
    scopes: tokenInfo.scopes,
    origin: 'token',
    tokenId: tokenInfo.id,
  };
  if (!sudoTarget) return { actor, sudo: false, user };
  return sudoIdentity(actor, sudoTarget, verifier);
}

async function sudoIdentity(actor: Actor, target: string, verifier: TokenVerifier): Promise<EdgeIdentity> {
  if (!actor.isAdmin) throw HttpError.of(403, { message: '403 Forbidden - Must be admin to use sudo' });
  if (!actor.scopes.includes('sudo')) throw insufficientScope(['sudo']);
  const user = await verifier.findUser(target);
  if (!user) throw HttpError.of(404, { message: `404 User with ID or username '${target}' Not Found` });
  return { actor: { ...actor, userId: user.id, username: user.username, isAdmin: user.admin, impersonatorId: actor.userId! }, sudo: true, user };
}

/**
 * The peer address, IPv4-mapped IPv6 written as plain IPv4 (as Rails reports `request.ip`). Kept per
 * request: authentication and the rate limits both ask, and express works `req.ip` out anew each time.
 */
export function clientAddress(req: Request): string | undefined {
  if (!addresses.has(req)) addresses.set(req, req.ip?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1'));
  return addresses.get(req);
}

const addresses = new WeakMap<Request, string | undefined>();

/**
 * A graphql-ws connection's actor: its connection params carry the token as a GitLab header name or
 * an Authorization value.
 */
export async function authenticateConnection(params: Record<string, unknown>, verifier: TokenVerifier, settings: SettingsReader): Promise<Actor> {
  const value = params['PRIVATE-TOKEN'] ?? params['private-token'] ?? params.privateToken ?? params.Authorization ?? params.authorization;
  const token = typeof value === 'string' && value ? value.replace(/^Bearer\s+/i, '') : null;
  return (await authenticateToken(token, undefined, verifier, settings)).actor;
}
