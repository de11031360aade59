import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Collaboration's Project, seen from here: only its key (the gateway resolves the rest). */
@Directive('@key(fields: "id")')
@ObjectType('Project')
export class ProjectRef {
  @Field(() => ID) id!: string;
}

/** A project integration as GitLab's API shows it (Entities::ProjectIntegration). */
@Directive('@key(fields: "id")')
@ObjectType('Integration')
export class IntegrationView {
  @Field(() => ID) id!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => String, { description: 'The API slug, e.g. `microsoft-teams`.' }) slug!: string;
  @Field(() => String) title!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => GraphQLJSONObject, { description: 'Every `*_events` flag (and `comment_on_event_enabled`) under its GitLab name.' })
  eventFlags!: Record<string, boolean>;
  @Field(() => Boolean, { description: 'Whether the settings come from a group or instance default (never, for now).' })
  inherited!: boolean;
  @Field(() => GraphQLJSONObject, { description: 'The non-secret fields under their GitLab names, null when unset.' })
  properties!: Record<string, unknown>;
}
