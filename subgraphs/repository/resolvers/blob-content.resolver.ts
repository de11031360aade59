import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { BlobNode, RepositoryFileNode } from '../schema/content.types';
import { blobDataLoader, blobSha256 } from '../services/files/blob-content';

/** File bytes, read only when selected: the raw routes stream them outside GraphQL instead. */
@Resolver(() => RepositoryFileNode)
export class RepositoryFileContentResolver {
  @FieldResolver(() => String, { description: 'Base64 of the raw bytes.' })
  async content(@Root() file: RepositoryFileNode, @Ctx() ctx: SubgraphContext): Promise<string> {
    return (await blobDataLoader(ctx, file.gitDir).load(file.blobId)).toString('base64');
  }

  @FieldResolver(() => String)
  contentSha256(@Root() file: RepositoryFileNode, @Ctx() ctx: SubgraphContext): Promise<string> {
    return blobSha256(ctx, file.gitDir, file.blobId, file.size);
  }
}

@Resolver(() => BlobNode)
export class BlobContentResolver {
  @FieldResolver(() => String, { description: 'Base64 of the raw bytes.' })
  async content(@Root() blob: BlobNode, @Ctx() ctx: SubgraphContext): Promise<string> {
    return (await blobDataLoader(ctx, blob.gitDir).load(blob.sha)).toString('base64');
  }
}
