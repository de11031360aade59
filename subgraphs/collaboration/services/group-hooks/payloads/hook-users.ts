import { byKeys, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

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

const HOOK_USERS = `query GroupHookUsers($ids: [ID!]!) {
  usersByIds(ids: $ids) { id username name publicEmail avatarUrl }
}`;

interface UserNode {
  id: string;
  username: string;
  name: string;
  publicEmail: string | null;
  avatarUrl: string | null;
}

/** Users by id from identity through the gateway, one operation per batch; unknown ids load as null. */
export function hookUserLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, HookUser | null>('collaboration.hook-users', async (ids) => {
    const result = await ctx.runtime.engine.execute<{ usersByIds: Array<UserNode | null> }>(
      HOOK_USERS, { ids: ids.map(String) }, SERVICE_ACTOR, ctx.requestId);
    if (!result.data?.usersByIds) throw new Error(`user directory unavailable: ${result.errors?.[0]?.message}`);
    const users = result.data.usersByIds.filter((u): u is UserNode => u !== null).map((u) => ({
      id: Number(u.id), username: u.username, name: u.name, webhookEmail: u.publicEmail || '[REDACTED]', avatarUrl: u.avatarUrl ?? null,
    }));
    return byKeys(ids, users, (u) => u.id);
  });
}

/** `Time#xmlschema` in UTC: `2020-12-11T04:57:22Z`. */
export function xmlschema(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
