import { type SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { TagNode, TagSignatureNode } from '../schema/tag.type';
import { tagSignature } from '../services/x509/tag-signature.service';

@Resolver(() => TagNode)
export class TagResolver {
  @FieldResolver(() => TagSignatureNode, { nullable: true, description: 'Null for an unsigned tag.' })
  signature(@Root() tag: TagNode, @Ctx() ctx: SubgraphContext): Promise<TagSignatureNode | null> {
    return tagSignature(ctx, tag);
  }
}
