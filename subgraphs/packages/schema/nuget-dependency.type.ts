import { Field, ObjectType } from 'type-graphql';

/** One `<dependency>` of a `.nuspec`. */
@ObjectType('NugetDependency')
export class NugetDependencyType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) range!: string | null;
  @Field(() => String, { nullable: true }) targetFramework!: string | null;
}
