import { ArgsType, Directive, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** Offset page position plus the capped total (null beyond 10,000 rows, as GitLab omits X-Total there). */
@Directive('@shareable')
@ObjectType()
export class PageInfo {
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
  @Field(() => Int, { nullable: true }) total!: number | null;
  /** Keyset pagination: the opaque cursor of the next page, null on the last page. */
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 }) page!: number;
  @Field(() => Int, { defaultValue: 20 }) perPage!: number;
  /** Set for keyset pagination; `page` is ignored then. */
  @Field(() => String, { nullable: true }) cursor?: string | null;
  @Field(() => Boolean, { defaultValue: false }) keyset!: boolean;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** `Paginated(User)` → an object type `UserPage { nodes: [User!]!, pageInfo: PageInfo! }`. */
export function Paginated<T extends object>(node: ClassType<T>, name = `${node.name}Page`) {
  @ObjectType(name)
  abstract class PageType {
    @Field(() => [node]) nodes!: T[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
  }
  return PageType;
}

export function pageInfo(args: { page: number; perPage: number }, total: number | null, nextCursor: string | null = null): PageInfo {
  return Object.assign(new PageInfo(), { page: args.page, perPage: args.perPage, total, nextCursor });
}
