import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import { ProtectedRefAccessNode, ProtectedRefGrantInput } from './protected-branch.type';

/** Entities::ProtectedTag. */
@ObjectType('ProtectedTag')
export class ProtectedTagNode {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => [ProtectedRefAccessNode]) createAccessLevels!: ProtectedRefAccessNode[];
}

export const ProtectedTagPage = Paginated(ProtectedTagNode, 'ProtectedTagPage');

/** POST /projects/:id/protected_tags; `create_access_level` defaults to Maintainers (40). */
@InputType()
export class ProtectTagInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) createAccessLevel?: number | null;
  @Field(() => [ProtectedRefGrantInput], { nullable: true }) allowedToCreate?: ProtectedRefGrantInput[] | null;
}
