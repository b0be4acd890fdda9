export * from './types';
export * from './record';
export * from './calls';
export * from './queries';
