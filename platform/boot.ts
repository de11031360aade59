// A second, light entry point of this package for a process's first lines (`rest-facade/main.ts`):
// configuration, logging and the database, without the rest of the platform. The main barrel loads
// MikroORM, type-graphql and Apollo (over a second of CPU); started from here, the embedded database
// comes up on the other core meanwhile.
export * from './config';
export * from './logger';
export * from './db/service-database';
