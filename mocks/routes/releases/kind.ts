import { findReleaseState, type ReleaseState } from '../../db/releases/state';
import type { RecordKind } from '../records/kind';

export const RELEASES: RecordKind<ReleaseState> = { owner: 'sd_releases', noun: 'release', find: findReleaseState };
