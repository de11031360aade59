import { clampPage, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ArchiveInfoNode, BlameRangeNode, BlobNode, CompareNode, RepositoryFileNode, TreeEntryPage, type TreeEntryNode } from '../schema/content.types';
import { RepositoryNode } from '../schema/repository.type';
import { archiveInfo } from '../services/files/archive.service';
import { compareRefs } from '../services/commits/compare.service';
import { blameFile, getFile } from '../services/files/file.service';
import { findBlob, listTree } from '../services/files/tree.service';
import { ArchiveArgs, BlameArgs, CompareArgs, TreeArgs } from '../schema/file.inputs';

@Resolver(() => RepositoryNode)
export class RepositoryContentResolver {
  @FieldResolver(() => TreeEntryPage, { description: 'GET /repository/tree.' })
  tree(@Root() repo: RepositoryNode, @Args(() => TreeArgs) args: TreeArgs, @Ctx() ctx: SubgraphContext): Promise<Page<TreeEntryNode>> {
    return listTree(ctx, Number(repo.projectId), clampPage(args));
  }

  @FieldResolver(() => BlobNode, { description: 'GET /repository/blobs/:sha; content base64.' })
  blob(@Root() repo: RepositoryNode, @Arg('sha', () => String) sha: string, @Ctx() ctx: SubgraphContext): Promise<BlobNode> {
    return findBlob(ctx, Number(repo.projectId), sha);
  }

  @FieldResolver(() => RepositoryFileNode, { description: 'GET /repository/files/:file_path; `ref` defaults to the default branch (raw).' })
  file(@Root() repo: RepositoryNode, @Arg('filePath', () => String) filePath: string, @Arg('ref', () => String, { nullable: true }) ref: string | null, @Ctx() ctx: SubgraphContext): Promise<RepositoryFileNode> {
    return getFile(ctx, Number(repo.projectId), filePath, ref);
  }

  @FieldResolver(() => [BlameRangeNode])
  blame(@Root() repo: RepositoryNode, @Args(() => BlameArgs) args: BlameArgs, @Ctx() ctx: SubgraphContext): Promise<BlameRangeNode[]> {
    const range = args.rangeStart != null && args.rangeEnd != null ? { start: args.rangeStart, end: args.rangeEnd } : null;
    return blameFile(ctx, Number(repo.projectId), args.filePath, args.ref, range);
  }

  @FieldResolver(() => CompareNode, { description: '`404 Ref Not Found` when either side does not resolve.' })
  compare(@Root() repo: RepositoryNode, @Args(() => CompareArgs) args: CompareArgs, @Ctx() ctx: SubgraphContext): Promise<CompareNode> {
    return compareRefs(ctx, Number(repo.projectId), args);
  }

  @FieldResolver(() => ArchiveInfoNode, { description: 'Validates an archive request; the bytes are streamed by openArchive.' })
  archive(@Root() repo: RepositoryNode, @Args(() => ArchiveArgs) args: ArchiveArgs, @Ctx() ctx: SubgraphContext): Promise<ArchiveInfoNode> {
    return archiveInfo(ctx, Number(repo.projectId), args);
  }
}
