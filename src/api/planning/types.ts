import type { Owner } from '../owners';
import type { StoredAttachment } from '../attachments/types';

/** The planning notes of a problem. */
export type ProblemPlanningKey = 'root-cause' | 'impact' | 'symptoms' | 'solution';
/** The planning entries of a change. */
export type ChangePlanningKey = 'reason' | 'impact' | 'rollout-plan' | 'backout-plan';
/** The planning entries of a release. */
export type ReleasePlanningKey = 'build-plan' | 'test-plan';
export type PlanningKey = ProblemPlanningKey | ChangePlanningKey | ReleasePlanningKey;

/** The owners with planning notes, and the notes each has, in their order. */
export const PLANNING_KEYS = {
  sd_problem: ['root-cause', 'impact', 'symptoms', 'solution'],
  sd_changes: ['reason', 'impact', 'rollout-plan', 'backout-plan'],
  sd_releases: ['build-plan', 'test-plan'],
} as const satisfies Record<string, readonly PlanningKey[]>;

export type PlanningOwner = Owner<keyof typeof PLANNING_KEYS>;

/** One entry of an owner's planning list. */
export interface PlanningEntry {
  key: PlanningKey;
  /** The solution's own title (problems only). */
  title?: string | null;
  description: string | null;
  updated_at: string | null;
  attachment: StoredAttachment | null;
}

/** One planning note as the popup reads it (general_info). */
export interface PlanningNote {
  identifier: PlanningKey;
  description: string;
  title?: string;
  attachment: StoredAttachment | null;
}

export interface PlanningInput {
  identifier: PlanningKey;
  description: string;
  /** Sent only for the solution. */
  title?: string;
  attachment?: File | null;
  /** The stored attachment is removed. */
  attachmentDelete?: boolean;
}
