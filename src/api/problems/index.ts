export * from './types';
export * from './record';
export * from './keys';
export * from './calls';
export * from './queries';
