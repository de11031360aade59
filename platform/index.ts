// The platform's public surface, the one barrel of this package.
import 'reflect-metadata';

export * from './actor';
export * from './config';
export * from './errors';
export * from './engine';
export * from './logger';
export * from './db/embedded-postgres';
export * from './db/database';
export * from './events/domain-event';
export * from './events/event-listener';
export * from './jobs/job-queue';
export * from './settings/settings-reader';
export * from './subgraph/context';
export * from './subgraph/definition';
export * from './subgraph/runtime';
export * from './subgraph/boot-subgraph';
export * from './subgraph/format-error';
export * from './graphql/page';
export * from './graphql/selection';
export * from './access';
export * from './http-engine';
export * from './subgraph/serve-subgraph';
export * from './subgraph/federation';
export * from './http/url-policy';
export * from './http/outbound-client';
export * from './subgraph/plain-records';
export * from './version';
