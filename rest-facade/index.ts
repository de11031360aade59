export { startServer, type RunningServer } from './server';
export { createApp } from './app';
