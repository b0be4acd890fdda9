export * from './types';
export * from './calls';
