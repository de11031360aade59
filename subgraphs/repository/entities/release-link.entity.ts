import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
// Type-only: the two entities refer to each other, and a value import would cycle at load time.
import type { Release } from './release.entity';

export const LINK_TYPES = ['other', 'runbook', 'image', 'package'] as const;

/** An asset link of a release; names and URLs are unique within the release (Releases::Link). */
@Entity({ tableName: 'release_links' })
@Unique({ properties: ['release', 'name'] })
@Unique({ properties: ['release', 'url'] })
export class ReleaseLink {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'filepath' | 'linkType';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne('Release', { deleteRule: 'cascade' }) release!: Release;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) url!: string;
  /** `direct_asset_path`, stored with its leading slash. */
  @Property({ type: 'text', nullable: true }) filepath: string | null = null;
  @Property({ type: 'text', default: 'other' }) linkType = 'other';
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  constructor(release: Release, name: string, url: string) {
    this.release = release;
    this.name = name;
    this.url = url;
  }
}
