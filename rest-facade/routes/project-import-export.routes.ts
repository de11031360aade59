import { receiveProjectExportDownload } from '../edge/project-export-download';
import { receiveProjectImport } from '../edge/project-import-upload';
import { ExportProject, ProjectExportStatus, ProjectImportStatus } from '../operations/project-import-export';
import { p } from '../params/param';
import { presentProjectExportStatus } from '../presenters/project-export-status.presenter';
import { presentProjectImportStatus } from '../presenters/project-import-status.presenter';
import { defineRoutes, route } from './route';

const ID = { id: p.string().required() };

/** doc/api/project_import_export.md (lib/api/project_export.rb, lib/api/project_import.rb). */
export const projectImportExportRoutes = defineRoutes([
  route({
    method: 'POST', path: '/projects/:id/export', auth: 'required',
    params: {
      ...ID, description: p.string(),
      upload: p.hash({ url: p.string().required(), http_method: p.string().values(['PUT', 'POST']).default('PUT') }),
    },
    operation: ExportProject,
    variables: (params) => ({
      project: params.id, description: params.description ?? null,
      // Grape checks the hash's members (`upload[url]` required, `upload[http_method]` PUT or POST); admin answers them.
      uploadUrl: params.upload ? (params.upload.url ?? '') : null, uploadHttpMethod: params.upload ? (params.upload.http_method ?? 'PUT') : null,
    }),
    present: () => ({ message: '202 Accepted' }), status: 202,
  }),
  route({
    method: 'GET', path: '/projects/:id/export', auth: 'required', params: ID,
    operation: ProjectExportStatus, variables: (params) => ({ id: params.id }), present: presentProjectExportStatus,
  }),
  // Streams the archive from the object store (a file, not JSON).
  route({ method: 'GET', path: '/projects/:id/export/download', auth: 'required', params: ID, handle: receiveProjectExportDownload }),
  // Reads its multipart body itself: the archive streams into the object store instead of memory.
  route({ method: 'POST', path: '/projects/import', auth: 'required', streamsBody: true, handle: receiveProjectImport }),
  route({
    method: 'GET', path: '/projects/:id/import', auth: 'required', params: ID,
    operation: ProjectImportStatus, variables: (params) => ({ id: params.id }), present: presentProjectImportStatus,
  }),
]);
