import type { SubgraphContext } from '@forgegraph/platform';

/** `max_artifacts_size` (application settings, MB) in bytes. */
export async function maxArtifactBytes(ctx: SubgraphContext): Promise<number> {
  const settings = await ctx.runtime.settings.current();
  return Number(settings.max_artifacts_size ?? 100) * 1024 * 1024;
}

/** `keep_latest_artifact`: the latest successful pipeline's artifacts of each ref are never expired. */
export async function keepsLatestArtifacts(ctx: SubgraphContext): Promise<boolean> {
  const settings = await ctx.runtime.settings.current();
  return settings.keep_latest_artifact !== false;
}

export async function defaultExpireIn(ctx: SubgraphContext): Promise<string> {
  const settings = await ctx.runtime.settings.current();
  return String(settings.default_artifacts_expire_in ?? '30 days');
}
