import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { CreateRemoteMirrorInput, UpdateRemoteMirrorInput } from '../../schema/remote-mirror.inputs';
import { RemoteMirrorNode } from '../../schema/remote-mirror.type';
import { projectIdOf } from '../../services/domains/collaboration.client';
import { createRemoteMirror, deleteRemoteMirror, syncRemoteMirror, updateRemoteMirror } from '../../services/mirrors/mirror.service';

/** doc/api/remote_mirrors.md writes (Maintainer: `admin_remote_mirror`). */
@Resolver()
export class RemoteMirrorMutationsResolver {
  @Mutation(() => RemoteMirrorNode)
  async createRemoteMirror(@Arg('input', () => CreateRemoteMirrorInput) input: CreateRemoteMirrorInput, @Ctx() ctx: SubgraphContext): Promise<RemoteMirrorNode> {
    return createRemoteMirror(ctx, await projectIdOf(ctx, input.projectId), input);
  }

  @Mutation(() => RemoteMirrorNode)
  async updateRemoteMirror(@Arg('input', () => UpdateRemoteMirrorInput) input: UpdateRemoteMirrorInput, @Ctx() ctx: SubgraphContext): Promise<RemoteMirrorNode> {
    return updateRemoteMirror(ctx, await projectIdOf(ctx, input.projectId), input);
  }

  @Mutation(() => Boolean)
  async deleteRemoteMirror(@Arg('projectId', () => ID) projectId: string, @Arg('mirrorId', () => ID) mirrorId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteRemoteMirror(ctx, await projectIdOf(ctx, projectId), mirrorId);
  }

  @Mutation(() => Boolean, { description: 'Queues a push of the mirror (debounced as GitLab does); a disabled mirror is refused.' })
  async syncRemoteMirror(@Arg('projectId', () => ID) projectId: string, @Arg('mirrorId', () => ID) mirrorId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return syncRemoteMirror(ctx, await projectIdOf(ctx, projectId), mirrorId);
  }
}
