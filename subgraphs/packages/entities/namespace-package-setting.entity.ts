import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A namespace's package settings (GitLab's namespace_package_settings); a namespace without a row has
 * the defaults: duplicate NuGet packages allowed.
 */
@Entity({ tableName: 'namespace_package_settings' })
export class NamespacePackageSetting {
  @PrimaryKey({ type: 'integer', autoincrement: false }) namespaceId!: number;
  @Property({ type: 'boolean' }) nugetDuplicatesAllowed: boolean = true;
  /** Names (or versions) matching it may be duplicated even when duplicates are not allowed. */
  @Property({ type: 'text' }) nugetDuplicateExceptionRegex: string = '';
}
