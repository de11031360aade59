import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GitAccessNode, PushInput, PushResultNode } from '../schema/push.types';
import { applyPush, checkPush, gitAccess } from '../services/push/push.service';

/** Git over HTTP: the edge runs git; these decide and apply, so pushes share the API's ref path. */
@Resolver()
export class PushResolver {
  @Query(() => GitAccessNode, { description: 'What the caller may do over git in a project (by full path); `404 Project Not Found` when it may not see it.' })
  gitAccess(@Arg('projectPath', () => String) projectPath: string, @Ctx() ctx: SubgraphContext): Promise<GitAccessNode> {
    return gitAccess(ctx, projectPath);
  }

  @Query(() => String, { nullable: true, description: "The pre-receive check of a push: GitLab's refusal text, or null to accept it." })
  pushCheck(@Arg('input', () => PushInput) input: PushInput, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return checkPush(ctx, Number(input.projectId), input.updates);
  }

  @Mutation(() => PushResultNode, { description: 'Moves the refs of a received push (the objects are already in the repository); events fire once per moved ref.' })
  applyPush(@Arg('input', () => PushInput) input: PushInput, @Ctx() ctx: SubgraphContext): Promise<PushResultNode> {
    return applyPush(ctx, Number(input.projectId), input.updates);
  }
}
