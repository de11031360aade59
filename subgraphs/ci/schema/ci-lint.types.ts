import { Field, ObjectType } from 'type-graphql';

/** `only` / `except` of a statically linted job: the parts the YAML gave. */
@ObjectType()
export class CiLintPolicy {
  @Field(() => [String], { nullable: true }) refs!: string[] | null;
  @Field(() => [String], { nullable: true }) variables!: string[] | null;
  @Field(() => [String], { nullable: true }) changes!: string[] | null;
}

@ObjectType()
export class CiLintNeed {
  @Field(() => String) name!: string;
  @Field(() => Boolean) artifacts!: boolean;
  @Field(() => Boolean) optional!: boolean;
}

@ObjectType()
export class CiLintJob {
  @Field(() => String) name!: string;
  @Field(() => String) stage!: string;
  @Field(() => [String]) beforeScript!: string[];
  @Field(() => [String]) script!: string[];
  @Field(() => [String]) afterScript!: string[];
  @Field(() => [String]) tagList!: string[];
  /** Static checks only (absent from a dry run's jobs). */
  @Field(() => Boolean) isStatic!: boolean;
  @Field(() => CiLintPolicy, { nullable: true }) only!: CiLintPolicy | null;
  @Field(() => CiLintPolicy, { nullable: true }) except!: CiLintPolicy | null;
  @Field(() => String, { nullable: true }) environment!: string | null;
  @Field(() => String) when!: string;
  @Field(() => Boolean) allowFailure!: boolean;
  @Field(() => [CiLintNeed], { nullable: true }) needs!: CiLintNeed[] | null;
}

/** Entities::Ci::Lint::Result. */
@ObjectType()
export class CiLintResult {
  @Field(() => Boolean) valid!: boolean;
  @Field(() => [String]) errors!: string[];
  @Field(() => [String]) warnings!: string[];
  @Field(() => String, { nullable: true }) mergedYaml!: string | null;
  @Field(() => [CiLintJob]) jobs!: CiLintJob[];
}
