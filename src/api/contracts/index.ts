export * from './types';
export * from './calls';
export * from './list';
export * from './record';
export * from './actions';
export * from './approval';
export * from './queries';
export * from './inlineRecords';
