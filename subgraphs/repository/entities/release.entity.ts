import { Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { ReleaseLink } from './release-link.entity';

/**
 * A release: a tag of one project with notes, assets and milestones (GitLab's Release). Milestones
 * are collaboration's: only their ids are held here, in the order they were given.
 */
@Entity({ tableName: 'releases' })
@Unique({ properties: ['projectId', 'tag'] })
export class Release {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'milestoneIds' | 'name' | 'description' | 'authorId' | 'sha';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) tag!: string;
  @Property({ type: 'text', nullable: true }) name: string | null = null;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'integer', nullable: true }) authorId: number | null = null;
  /** The commit the tag pointed at when the release was made. */
  @Property({ type: 'text', nullable: true }) sha: string | null = null;
  @Property({ type: 'timestamptz' }) releasedAt!: Date;
  @Property({ type: 'json', default: '[]' }) milestoneIds: number[] = [];
  @OneToMany(() => ReleaseLink, (link) => link.release, { orphanRemoval: true })
  links = new Collection<ReleaseLink>(this);
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  constructor(projectId: number, tag: string, releasedAt: Date) {
    this.projectId = projectId;
    this.tag = tag;
    this.releasedAt = releasedAt;
  }
}
