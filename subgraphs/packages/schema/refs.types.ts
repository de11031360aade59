import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Collaboration's Project, seen from here: only its key (the gateway resolves the rest). */
@Directive('@key(fields: "id")')
@ObjectType('Project')
export class ProjectRef {
  @Field(() => ID) id!: string;
}

export const projectRef = (id: number): ProjectRef => Object.assign(new ProjectRef(), { id: String(id) });
