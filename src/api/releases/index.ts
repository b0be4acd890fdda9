export type { ReleaseSaveValues } from './types';
export { attachRelease, createRelease, detachRelease, plannedDateParam, releaseFormData } from './calls';
export { releaseMutations } from './queries';
