import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * The collaboration subgraph's Project, seen from here: only its key. This subgraph contributes
 * `repository` to it (STACK §3); every other project field is resolved by collaboration.
 */
@Directive('@key(fields: "id")')
@ObjectType('Project')
export class ProjectRef {
  @Field(() => ID) id!: string;
}

export function projectRef(projectId: number): ProjectRef {
  return Object.assign(new ProjectRef(), { id: String(projectId) });
}
