import { checkToken, findSudoTarget, isActivityDue, recordUserActivity, type AuthenticatedUser, type TokenCheck } from '@forgegraph/identity';
import { SERVICE_ACTOR, type OperationEngine, type RunningSubgraph } from '@forgegraph/platform';

/** About the request presenting a token, for the token's usage record and GitLab's rotation-reuse rule. */
export interface TokenRequestInfo {
  ip?: string;
  /** True on `…/access_tokens/(id|self)/rotate`. */
  rotation?: boolean;
}

/**
 * Validates presented tokens. `glpat-` tokens belong to identity (ARCHITECTURE §4). When identity runs
 * in the edge process the edge asks it directly (one indexed query, no GraphQL hop on every request's
 * path); otherwise through the gateway as the internal service actor.
 */
export interface TokenVerifier {
  check(token: string, request?: TokenRequestInfo): Promise<TokenCheck>;
  findUser(idOrUsername: string): Promise<AuthenticatedUser | null>;
  /** Users::ActivityService, once a request of the user succeeded: `last_activity_on` at most once a day. */
  recordActivity(user: Pick<AuthenticatedUser, 'id' | 'lastActivityOn'>): Promise<void>;
  /** The running job a CI job token belongs to (ci owns jobs, so always through the gateway); null otherwise. */
  checkJobToken(token: string): Promise<JobTokenOwner | null>;
}

export interface JobTokenOwner {
  jobId: number;
  projectId: number;
  userId: number | null;
}

const JOB_TOKEN_OWNER = 'query JobTokenOwner($token: String!) { jobTokenOwner(token: $token) { jobId projectId userId } }';

/** Asks ci who a job token stands for, as the internal service actor. */
async function jobTokenOwner(engine: OperationEngine, token: string): Promise<JobTokenOwner | null> {
  const result = await engine.execute<{ jobTokenOwner: JobTokenOwner | null }>(JOB_TOKEN_OWNER, { token }, SERVICE_ACTOR);
  if (result.errors?.length) throw new Error(`job token verification failed: ${result.errors[0].message}`);
  return result.data?.jobTokenOwner ?? null;
}

export class InProcessTokenVerifier implements TokenVerifier {
  constructor(private readonly identity: RunningSubgraph, private readonly engine: OperationEngine) {}

  checkJobToken(token: string): Promise<JobTokenOwner | null> {
    return jobTokenOwner(this.engine, token);
  }

  // The check and the activity record run hand-written SQL only, so they take no EntityManager fork
  // (a fork per request was about 1% of the CPU of a small API request).
  check(token: string, request: TokenRequestInfo = {}): Promise<TokenCheck> {
    const externalUrl = this.identity.runtime.config.externalUrl;
    return checkToken(this.identity.runtime.orm.em, token, { ...request, externalUrl });
  }

  findUser(idOrUsername: string): Promise<AuthenticatedUser | null> {
    return findSudoTarget(this.identity.runtime.orm.em.fork() as never, idOrUsername);
  }

  recordActivity(user: Pick<AuthenticatedUser, 'id' | 'lastActivityOn'>): Promise<void> {
    return recordUserActivity(this.identity.runtime.orm.em, user);
  }
}

const CHECK = `query TokenAuthentication($token: String!, $ip: String, $rotation: Boolean!) {
  tokenAuthentication(token: $token, ip: $ip, rotation: $rotation) {
    kind reason tokenId scopes impersonation user { id username admin state lastActivityOn }
  }
}`;
const SUDO = 'query SudoTarget($idOrUsername: String!) { sudoTarget(idOrUsername: $idOrUsername) { id username admin state lastActivityOn } }';
const RECORD_ACTIVITY = `mutation RecordUserActivity($userId: ID!, $lastActivityOn: String) {
  recordUserActivity(userId: $userId, lastActivityOn: $lastActivityOn)
}`;

/** Split mode: identity in another process, reached through the gateway. */
export class RemoteTokenVerifier implements TokenVerifier {
  constructor(private readonly engine: OperationEngine) {}

  checkJobToken(token: string): Promise<JobTokenOwner | null> {
    return jobTokenOwner(this.engine, token);
  }

  async check(token: string, request: TokenRequestInfo = {}): Promise<TokenCheck> {
    const result = await this.engine.execute<{ tokenAuthentication: RemoteCheck }>(CHECK, { token, ip: request.ip ?? null, rotation: request.rotation ?? false }, SERVICE_ACTOR);
    const answer = result.data?.tokenAuthentication;
    if (!answer) throw new Error(`token verification failed: ${result.errors?.[0]?.message}`);
    if (answer.kind === 'user_blocked') return { kind: 'user_blocked', reason: answer.reason ?? '' };
    if (answer.kind !== 'valid' || !answer.user) return { kind: answer.kind as 'unknown' | 'expired' | 'revoked' };
    return {
      kind: 'valid',
      user: { ...answer.user, id: Number(answer.user.id) },
      token: { id: answer.tokenId!, scopes: answer.scopes, impersonation: answer.impersonation },
    };
  }

  async findUser(idOrUsername: string): Promise<AuthenticatedUser | null> {
    const result = await this.engine.execute<{ sudoTarget: AuthenticatedUser | null }>(SUDO, { idOrUsername }, SERVICE_ACTOR);
    const user = result.data?.sudoTarget;
    return user ? { ...user, id: Number(user.id) } : null;
  }

  async recordActivity(user: Pick<AuthenticatedUser, 'id' | 'lastActivityOn'>): Promise<void> {
    if (!isActivityDue(user)) return;
    const result = await this.engine.execute(RECORD_ACTIVITY, { userId: String(user.id), lastActivityOn: user.lastActivityOn }, SERVICE_ACTOR);
    if (result.errors?.length) throw new Error(`recording activity failed: ${result.errors[0].message}`);
  }
}

interface RemoteCheck {
  kind: string;
  reason: string | null;
  tokenId: number | null;
  scopes: string[];
  impersonation: boolean;
  user: AuthenticatedUser | null;
}

/** The in-process verifier when this process hosts identity, the gateway-backed one otherwise. */
export function tokenVerifierFor(subgraphs: RunningSubgraph[], engine: OperationEngine): TokenVerifier {
  const identity = subgraphs.find((s) => s.name === 'identity');
  return identity ? new InProcessTokenVerifier(identity, engine) : new RemoteTokenVerifier(engine);
}
