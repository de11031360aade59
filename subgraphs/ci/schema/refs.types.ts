import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Collaboration's Project, seen from here: only its key (the gateway resolves the rest). */
@Directive('@key(fields: "id")')
@ObjectType('Project')
export class ProjectRef {
  @Field(() => ID) id!: string;
}

/** Identity's User, seen from here: only its key. */
@Directive('@key(fields: "id")')
@ObjectType('User')
export class UserRef {
  @Field(() => ID) id!: string;
}

/** The repository's Commit (`<projectId>:<sha>`), seen from here: only its key. */
@Directive('@key(fields: "id")')
@ObjectType('Commit')
export class CommitRef {
  @Field(() => ID) id!: string;
}

export const projectRef = (id: number): ProjectRef => Object.assign(new ProjectRef(), { id: String(id) });
export const userRef = (id: number): UserRef => Object.assign(new UserRef(), { id: String(id) });
export const commitRef = (projectId: number, sha: string): CommitRef => Object.assign(new CommitRef(), { id: `${projectId}:${sha}` });

/** Collaboration's Group, seen from here: only its key. */
@Directive('@key(fields: "id")')
@ObjectType('Group')
export class GroupRef {
  @Field(() => ID) id!: string;
}

export const groupRef = (id: number): GroupRef => Object.assign(new GroupRef(), { id: String(id) });
