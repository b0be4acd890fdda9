export * from './types';
export * from './calls';
export * from './queries';
export * from './form';
export * from './formQueries';
export * from './services';
export * from './list';
