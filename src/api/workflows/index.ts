export * from './types';
export * from './calls';
export * from './queries';
export * from './movedOrder';
