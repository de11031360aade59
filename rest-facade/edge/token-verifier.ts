import { checkToken, findSudoTarget, type AuthenticatedUser, type TokenCheck } from '@forgegraph/identity';
import type { RunningSubgraph } from '@forgegraph/platform';

/** About the request presenting a token, for the token's usage record and GitLab's rotation-reuse rule. */
export interface TokenRequestInfo {
  ip?: string;
  /** True on `…/access_tokens/(id|self)/rotate`. */
  rotation?: boolean;
}

/**
 * Validates presented tokens. `glpat-` tokens belong to identity (ARCHITECTURE §4); in single-process
 * mode the edge asks the in-process identity subgraph directly: one indexed query, no GraphQL hop
 * on every request's path.
 */
export interface TokenVerifier {
  check(token: string, request?: TokenRequestInfo): Promise<TokenCheck>;
  findUser(idOrUsername: string): Promise<AuthenticatedUser | null>;
}

export class InProcessTokenVerifier implements TokenVerifier {
  constructor(private readonly identity: RunningSubgraph) {}

  check(token: string, request: TokenRequestInfo = {}): Promise<TokenCheck> {
    const externalUrl = this.identity.runtime.config.externalUrl;
    return checkToken(this.identity.runtime.orm.em.fork() as never, token, { ...request, externalUrl });
  }

  findUser(idOrUsername: string): Promise<AuthenticatedUser | null> {
    return findSudoTarget(this.identity.runtime.orm.em.fork() as never, idOrUsername);
  }
}
