export { startServer, type RunningServer } from './server';
export { createApp } from './app';
export { ROUTES } from './routes';
export type { Route } from './routes/route';
export type { ParamSpec } from './params/param';
