import type { SubgraphContext } from '@forgegraph/platform';
import { changeUserStateAsAdmin } from './user-state.service';
import { deactivateRule } from './user-state-rules';

/** `POST /users/:id/deactivate`: the dormancy period is the `deactivate_dormant_users_period` setting (90 days). */
export async function deactivateUser(ctx: SubgraphContext, id: string): Promise<boolean | null> {
  const settings = await ctx.runtime.settings.current();
  return changeUserStateAsAdmin(ctx, id, deactivateRule(settings.deactivate_dormant_users_period ?? 90));
}
