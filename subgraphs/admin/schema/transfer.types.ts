import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { ProjectRef } from './integration.types';

/** A project's export status (Entities::ProjectExportStatus without the project's own fields). */
@ObjectType('ProjectExportStatus')
export class ExportStatusView {
  @Field(() => ID, { description: "The project's id." }) id!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => String, { description: '`none`, `queued`, `started`, `finished`, `failed` or `regeneration_in_progress`.' }) exportStatus!: string;
}

/** Where a finished export's archive is, for the download route to stream. */
@ObjectType('ProjectExportArchive')
export class ExportArchiveView {
  @Field(() => String) objectKey!: string;
  @Field(() => String, { description: "GitLab's file name (Gitlab::ImportExport.export_filename)." }) filename!: string;
}

/** A project's import status (Entities::ProjectImportStatus without the project's own fields). */
@ObjectType('ProjectImportStatus')
export class ImportStatusView {
  @Field(() => ID, { description: "The project's id." }) id!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => String, { description: '`none`, `scheduled`, `started`, `finished`, `failed` or `canceled`.' }) importStatus!: string;
  @Field(() => String, { nullable: true }) importType!: string | null;
  @Field(() => String, { nullable: true }) correlationId!: string | null;
  @Field(() => String, { nullable: true }) importError!: string | null;
  @Field(() => [GraphQLJSONObject], { description: 'Entities::ProjectImportFailedRelation items, under their GitLab names.' })
  failedRelations!: Array<Record<string, unknown>>;
}
