import type { SubgraphContext } from '@forgegraph/platform';
import { nullWhenHidden } from '../services/transfer/null-when-hidden';
import { Arg, Ctx, Float, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ImportProjectInput } from '../schema/transfer.inputs';
import { ExportArchiveView, ExportStatusView, ImportStatusView } from '../schema/transfer.types';
import { projectExportArchive, projectExportStatus, requestProjectExport } from '../services/transfer/export.service';
import { importProject, importUploadLimit, projectImportStatus } from '../services/transfer/import.service';

/** doc/api/project_import_export.md: export (Maintainers) and import of GitLab project archives. */
@Resolver()
export class TransferResolver {
  @Query(() => ExportStatusView, { description: "A project's export status, by project id or full path." })
  projectExportStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<ExportStatusView> {
    return projectExportStatus(ctx, id);
  }

  @Query(() => ExportStatusView, { nullable: true, description: 'As projectExportStatus, null when the caller may not see it (live subscriptions).' })
  visibleProjectExportStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<ExportStatusView | null> {
    return nullWhenHidden(projectExportStatus(ctx, id));
  }

  @Query(() => ImportStatusView, { nullable: true, description: 'As projectImportStatus, null when the caller may not see it (live subscriptions).' })
  visibleProjectImportStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<ImportStatusView | null> {
    return nullWhenHidden(projectImportStatus(ctx, id));
  }

  @Query(() => ExportArchiveView, { description: "A finished export's archive; NOT_FOUND when none or expired." })
  projectExportArchive(@Arg('project') project: string, @Ctx() ctx: SubgraphContext): Promise<ExportArchiveView> {
    return projectExportArchive(ctx, project);
  }

  @Mutation(() => Boolean, { description: 'Schedules an export of the project.' })
  exportProject(
    @Arg('project') project: string,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Arg('uploadUrl', () => String, { nullable: true }) uploadUrl: string | null,
    @Arg('uploadHttpMethod', () => String, { nullable: true }) uploadHttpMethod: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    return requestProjectExport(ctx, project, { description, uploadUrl, uploadHttpMethod });
  }

  @Query(() => ImportStatusView, { description: "A project's import status, by project id or full path." })
  projectImportStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<ImportStatusView> {
    return projectImportStatus(ctx, id);
  }

  @Query(() => Float, { description: 'The largest import archive the caller may upload, in bytes (max_import_size; 0 means no limit).' })
  projectImportUploadLimit(@Ctx() ctx: SubgraphContext): Promise<number> {
    return importUploadLimit(ctx);
  }

  @Mutation(() => ImportStatusView, { description: 'Creates a project from an uploaded export archive and schedules its import.' })
  importProject(@Arg('input', () => ImportProjectInput) input: ImportProjectInput, @Ctx() ctx: SubgraphContext): Promise<ImportStatusView> {
    return importProject(ctx, input);
  }
}
