import { findProblemState, type ProblemState } from '../../db/problems/detail';
import type { RecordKind } from '../records/kind';

export const PROBLEMS: RecordKind<ProblemState> = { owner: 'sd_problem', noun: 'problem', find: findProblemState };
