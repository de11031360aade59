import { Paginated } from '@forgegraph/platform';
import { Field, ObjectType } from 'type-graphql';
import { Project } from '../entities/project.entity';
import { UserRef } from './user-ref.type';

/** POST /projects/:id/star and /unstar: `changed` is false when there was nothing to do (GitLab's 304). */
@ObjectType()
export class ProjectStarChange {
  @Field(() => Boolean) changed!: boolean;
  @Field(() => Project) project!: Project;
}

/** Entities::UserStarsProject */
@ObjectType()
export class ProjectStarrer {
  @Field(() => Date) starredSince!: Date;
  @Field(() => UserRef) user!: UserRef;
}

export const ProjectStarrerPage = Paginated(ProjectStarrer);
