export * from './calls';
export * from './queries';
