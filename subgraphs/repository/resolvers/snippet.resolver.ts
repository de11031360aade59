import { clampPage, type Page, type SubgraphContext } from '@forgegraph/platform';
import type { Snippet } from '../entities/snippet.entity';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { SnippetBlobNode, SnippetNode, SnippetPage, snippetNode, SnippetUserAgentDetail } from '../schema/snippet.type';
import { CreateSnippetInput, SnippetListArgs, UpdateSnippetInput } from '../schema/snippet.inputs';
import { snippetBlob, snippetGitLocation } from '../services/snippets/snippet-blob.service';
import { createSnippet } from '../services/snippets/snippet-create.service';
import { findProjectSnippet, findSnippet } from '../services/snippets/snippet-find.service';
import { listProjectSnippets, listSnippets, type SnippetScope } from '../services/snippets/snippet-list.service';
import { deleteSnippet, updateSnippet } from '../services/snippets/snippet-update.service';
import { snippetUserAgentDetail } from '../services/snippets/snippet-user-agent.service';
import { parseVisibility } from '../services/snippets/snippet-validation';
import type { SnippetAction } from '../services/snippets/snippet-file-actions';

const SCOPES: SnippetScope[] = ['authored', 'public', 'all'];

/** Personal and project snippets (doc/api/snippets.md, doc/api/project_snippets.md). */
@Resolver()
export class SnippetResolver {
  @Query(() => SnippetNode, { description: 'Any snippet the caller may read, personal or project.' })
  async snippet(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<SnippetNode> {
    return snippetNode(await findSnippet(ctx, Number(id)), ctx.actor.isAdmin);
  }

  @Query(() => SnippetPage)
  async snippets(@Args(() => SnippetListArgs) args: SnippetListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<SnippetNode>> {
    const scope = SCOPES.find((s) => s === args.scope) ?? 'authored';
    return toNodes(ctx, await listSnippets(ctx, scope, clampPage(args)));
  }

  @Query(() => SnippetNode)
  async projectSnippet(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<SnippetNode> {
    return snippetNode(await findProjectSnippet(ctx, projectId, Number(id)), ctx.actor.isAdmin);
  }

  @Query(() => SnippetPage)
  async projectSnippets(@Arg('projectId', () => ID) projectId: string, @Args(() => SnippetListArgs) args: SnippetListArgs, @Ctx() ctx: SubgraphContext): Promise<Page<SnippetNode>> {
    return toNodes(ctx, await listProjectSnippets(ctx, projectId, clampPage(args)));
  }

  @Query(() => SnippetBlobNode, { description: 'A file of the snippet (the first at HEAD without ref and path), for the raw routes.' })
  async snippetBlob(
    @Arg('id', () => ID) id: string, @Arg('projectId', () => ID, { nullable: true }) projectId: string | null,
    @Arg('ref', () => String, { nullable: true }) ref: string | null, @Arg('path', () => String, { nullable: true }) path: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<SnippetBlobNode> {
    const snippet = projectId ? await findProjectSnippet(ctx, projectId, Number(id)) : await findSnippet(ctx, Number(id));
    return { ...(await snippetBlob(ctx, snippet, ref, path)), location: { storage: snippet.storage, diskPath: snippet.diskPath } };
  }

  @Query(() => SnippetNode, { nullable: true, description: 'Git over HTTP: the snippet when the caller may clone it, else null.' })
  async snippetGitAccess(@Arg('id', () => ID) id: string, @Arg('projectPath', () => String, { nullable: true }) projectPath: string | null, @Ctx() ctx: SubgraphContext): Promise<SnippetNode | null> {
    const snippet = await snippetGitLocation(ctx, Number(id), projectPath);
    return snippet && snippetNode(snippet, ctx.actor.isAdmin);
  }

  @Query(() => SnippetUserAgentDetail, { description: 'Administrators only.' })
  async snippetUserAgentDetail(@Arg('id', () => ID) id: string, @Arg('projectId', () => ID, { nullable: true }) projectId: string | null, @Ctx() ctx: SubgraphContext): Promise<SnippetUserAgentDetail> {
    return snippetUserAgentDetail(ctx, Number(id), projectId);
  }

  @Mutation(() => SnippetNode)
  async createSnippet(@Arg('input', () => CreateSnippetInput) input: CreateSnippetInput, @Ctx() ctx: SubgraphContext): Promise<SnippetNode> {
    return snippetNode(await createSnippet(ctx, { ...input, visibility: parseVisibility(input.visibility) }), ctx.actor.isAdmin);
  }

  @Mutation(() => SnippetNode)
  async updateSnippet(@Arg('input', () => UpdateSnippetInput) input: UpdateSnippetInput, @Ctx() ctx: SubgraphContext): Promise<SnippetNode> {
    const files = input.files?.map((file) => ({ ...file, action: file.action as SnippetAction }));
    const visibility = input.visibility ? parseVisibility(input.visibility) : null;
    return snippetNode(await updateSnippet(ctx, { ...input, id: Number(input.id), visibility, files }), ctx.actor.isAdmin);
  }

  @Mutation(() => Boolean)
  async deleteSnippet(@Arg('id', () => ID) id: string, @Arg('projectId', () => ID, { nullable: true }) projectId: string | null, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteSnippet(ctx, Number(id), projectId);
  }
}

function toNodes(ctx: SubgraphContext, page: Page<Snippet>): Page<SnippetNode> {
  return { nodes: page.nodes.map((s) => snippetNode(s, ctx.actor.isAdmin)), pageInfo: page.pageInfo };
}
