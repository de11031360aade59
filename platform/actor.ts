import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who is calling: resolved once at the edge, forwarded to subgraphs, trusted only when signed. */
export interface Actor {
  userId: number | null;
  username: string | null;
  /** Administrator rights in effect (admin user, and admin mode satisfied when it is on). */
  isAdmin: boolean;
  scopes: string[];
  origin: 'anonymous' | 'token' | 'service' | 'job';
  tokenId?: number;
  /** Set when an impersonation token or Sudo made this request act as `userId`. */
  impersonatorId?: number;
  /**
   * Set when a CI job token authenticated the request (origin `job`): the running job and its project.
   * The actor is the job's user, limited to job-token routes and the job-token scope of the target project.
   */
  job?: { id: number; projectId: number };
}

export const ANONYMOUS: Actor = Object.freeze({ userId: null, username: null, isAdmin: false, scopes: [], origin: 'anonymous' }) as Actor;

/** The internal actor background jobs and cross-subgraph calls use. */
export const SERVICE_ACTOR: Actor = Object.freeze({ userId: null, username: 'forgegraph-service', isAdmin: true, scopes: ['api'], origin: 'service' }) as Actor;

export const ACTOR_HEADER = 'x-forgegraph-actor';

export function signActor(actor: Actor, secret: string): string {
  const payload = Buffer.from(JSON.stringify(actor)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** Returns the actor when the signature holds, otherwise null (the caller treats it as anonymous). */
export function verifyActor(header: string | undefined, secret: string): Actor | null {
  if (!header) return null;
  const [payload, signature] = header.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Actor;
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
