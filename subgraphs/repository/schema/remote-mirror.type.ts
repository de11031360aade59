import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import { ProjectRef } from './project-ref.type';

/** Entities::RemoteMirror (+ EE's `mirror_branch_regex`); `url` is always the masked one. */
@ObjectType('RemoteMirror')
export class RemoteMirrorNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String, { description: 'Credentials replaced by `*****` (a `git` user is kept).' }) url!: string;
  @Field(() => String, { description: '`none`, `started`, `finished`, `failed` or `to_retry`.' }) updateStatus!: string;
  @Field(() => Date, { nullable: true }) lastUpdateAt!: Date | null;
  @Field(() => Date, { nullable: true }) lastUpdateStartedAt!: Date | null;
  @Field(() => Date, { nullable: true }) lastSuccessfulUpdateAt!: Date | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => Boolean) onlyProtectedBranches!: boolean;
  @Field(() => Boolean) keepDivergentRefs!: boolean;
  @Field(() => String, { description: '`password` or `ssh_public_key`.' }) authMethod!: string;
  @Field(() => String, { nullable: true }) mirrorBranchRegex!: string | null;
}

export const RemoteMirrorPage = Paginated(RemoteMirrorNode, 'RemoteMirrorPage');
