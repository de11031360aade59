export * from './backend';
export * from './gateway';
export * from './gateway-context';
export * from './subgraphs';
export * from './compose-supergraph';
export * from './subscriptions/subscription-server';
export * from './api-schema';
