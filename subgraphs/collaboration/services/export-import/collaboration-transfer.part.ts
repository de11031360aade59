import { transferPartJobs } from '@forgegraph/platform';
import { exportProjectTree } from './project-tree-export';
import { importProjectTree } from './project-tree-import';

/** collaboration's jobs in the export/import saga (platform/transfer/transfer-parts.ts). */
export const collaborationTransferJobs = transferPartJobs('collaboration', {
  exportRelations: exportProjectTree,
  importRelations: importProjectTree,
});
