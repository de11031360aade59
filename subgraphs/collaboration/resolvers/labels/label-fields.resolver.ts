import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Label } from '../../entities/label.entity';
import { LabelCounts } from '../../schema/label.inputs';
import { textColorFor } from '../../services/labels/label-color';
import { isSubscribedToLabel, labelCounts, labelPriority, type LabelCountsValue } from '../../services/labels/label-loaders';
import { labelDescriptionHtml } from '../../services/labels/label-rules';

/** Derived label fields; the ones that depend on the caller or the project go through batched loaders. */
@Resolver(() => Label)
export class LabelFieldsResolver {
  @FieldResolver(() => String, { description: '`#FFFFFF` on dark colours, `#1F1E24` on light ones.' })
  textColor(@Root() label: Label): string {
    return textColorFor(label.color);
  }

  @FieldResolver(() => String, { description: 'The description rendered as single-line HTML.' })
  descriptionHtml(@Root() label: Label): string {
    return labelDescriptionHtml(label.description);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Priority in the project the label is seen from.' })
  priority(@Root() label: Label, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    return labelPriority(ctx, label);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller subscribed (everywhere, or in the project it is seen from).' })
  subscribed(@Root() label: Label, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return isSubscribedToLabel(ctx, label);
  }

  @FieldResolver(() => LabelCounts)
  counts(@Root() label: Label, @Ctx() ctx: SubgraphContext): Promise<LabelCountsValue> {
    return labelCounts(ctx, label);
  }
}
