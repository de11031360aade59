import { clampPage, PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { RemoteMirrorNode, RemoteMirrorPage } from '../../schema/remote-mirror.type';
import { projectIdOf } from '../../services/domains/collaboration.client';
import { findRemoteMirror, findVisibleRemoteMirror, listRemoteMirrors, remoteMirrorPublicKey } from '../../services/mirrors/mirror.service';

/** doc/api/remote_mirrors.md reads (Maintainer: `admin_remote_mirror`). */
@Resolver()
export class RemoteMirrorsResolver {
  @Query(() => RemoteMirrorPage)
  async projectRemoteMirrors(@Arg('projectId', () => ID) projectId: string, @Args(() => PageArgs) args: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<RemoteMirrorNode>> {
    return listRemoteMirrors(ctx, await projectIdOf(ctx, projectId), clampPage(args));
  }

  @Query(() => RemoteMirrorNode, { description: 'A miss is `404 Not found`.' })
  async projectRemoteMirror(@Arg('projectId', () => ID) projectId: string, @Arg('mirrorId', () => ID) mirrorId: string, @Ctx() ctx: SubgraphContext): Promise<RemoteMirrorNode> {
    return findRemoteMirror(ctx, await projectIdOf(ctx, projectId), mirrorId);
  }

  @Query(() => String, { description: "The mirror's SSH public key; `404 Not Found` unless it uses `ssh_public_key`." })
  async remoteMirrorPublicKey(@Arg('projectId', () => ID) projectId: string, @Arg('mirrorId', () => ID) mirrorId: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    return remoteMirrorPublicKey(ctx, await projectIdOf(ctx, projectId), mirrorId);
  }

  @Query(() => RemoteMirrorNode, { nullable: true, description: 'A mirror by id (the `remoteMirrorUpdated` re-query); null when gone or not the caller\'s to administer.' })
  remoteMirror(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<RemoteMirrorNode | null> {
    return findVisibleRemoteMirror(ctx, id);
  }
}
