import type { SubgraphContext } from '@forgegraph/platform';
import { directoryLoader, type DirectoryUser } from '../../domains/identity.client';

/** A user as hook payloads show them. */
export interface HookUser {
  id: number;
  username: string;
  name: string;
  /** User#webhook_email: the public e-mail, or `[REDACTED]` (a private address never leaves in a payload). */
  webhookEmail: string;
  /** `avatar_url(only_path: false)`. */
  avatarUrl: string | null;
}

/** A user as hook payloads show them, from identity's user (null when there is none). */
export async function findHookUser(ctx: SubgraphContext, id: number): Promise<HookUser | null> {
  const user = await directoryLoader(ctx).load(id);
  return user && hookUserOf(user);
}

/** The hook users of the ids that name a user, in the order given. */
export async function findHookUsers(ctx: SubgraphContext, ids: number[]): Promise<HookUser[]> {
  const users = await directoryLoader(ctx).loadMany(ids);
  return users.flatMap((user) => (user && !(user instanceof Error) ? [hookUserOf(user)] : []));
}

function hookUserOf(user: DirectoryUser): HookUser {
  return { id: user.id, username: user.username, name: user.name, webhookEmail: user.publicEmail || '[REDACTED]', avatarUrl: user.avatarUrl };
}

/** `Time#xmlschema` in UTC: `2020-12-11T04:57:22Z`. */
export function xmlschema(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
