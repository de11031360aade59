import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { OperationEngine } from '../engine';
import type { JobQueue } from '../jobs/job-queue';
import type { SettingsReader } from '../settings/settings-reader';

/** What a booted subgraph holds for its whole life. */
export interface SubgraphRuntime {
  name: string;
  orm: MikroORM;
  config: Config;
  logger: Logger;
  jobs: JobQueue;
  /** The gateway, for operations on other domains (with `SERVICE_ACTOR` or the caller's actor). */
  engine: OperationEngine;
  settings: SettingsReader;
}
