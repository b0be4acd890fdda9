export * from './types';
export * from './record';
export * from './keys';
export * from './list';
export * from './listQueries';
export * from './calls';
export * from './queries';
