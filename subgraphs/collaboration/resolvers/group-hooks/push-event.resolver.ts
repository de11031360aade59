import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { RecordPushEventInput } from '../../schema/push-event.inputs';
import { recordPushEvent } from '../../services/group-hooks/push-event.service';

/** The repository subgraph's push events, relayed as the internal service actor. */
@Resolver()
export class PushEventResolver {
  @Mutation(() => Boolean, { description: 'Records push or tag-push hook deliveries for a ref update; service actor only. False when there was nothing (more) to record.' })
  recordPushEvent(@Arg('input', () => RecordPushEventInput) input: RecordPushEventInput, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return recordPushEvent(ctx, input);
  }
}
