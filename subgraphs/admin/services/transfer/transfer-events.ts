import { publishEvent } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The live-status events (ARCHITECTURE §6); the subject is the project, so subscribers re-query its status. */
export const TransferEventKinds = {
  exportStatusChanged: 'project_export_status_changed',
  importStatusChanged: 'project_import_status_changed',
} as const;

/** One outbox event per transition, in the transition's transaction. */
export function publishTransferEvent(em: EntityManager, kind: keyof typeof TransferEventKinds, projectId: number, status: string): Promise<void> {
  return publishEvent(em, 'admin', { kind: TransferEventKinds[kind], payload: { id: String(projectId), projectId, status } });
}
