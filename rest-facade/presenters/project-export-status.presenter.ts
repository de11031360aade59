import type { ProjectExportStatusResult } from '../operations/project-import-export';
import type { RouteContext } from '../routes/route';
import { presentProjectIdentity } from './project-identity.presenter';

type ExportStatus = ProjectExportStatusResult['projectExportStatus'];

/** Entities::ProjectExportStatus: `_links` only once the export has finished. */
export function presentProjectExportStatus(status: ExportStatus, ctx: RouteContext) {
  const body: Record<string, unknown> = { ...presentProjectIdentity(status.project), export_status: status.exportStatus };
  if (status.exportStatus === 'finished') {
    body._links = {
      api_url: `${ctx.externalUrl}/api/v4/projects/${status.project.id}/export/download`,
      web_url: `${status.project.webUrl}/download_export`,
    };
  }
  return body;
}
