export * from './types';
export * from './encodeFile';
