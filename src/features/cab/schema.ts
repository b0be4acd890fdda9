import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { LIMITS } from '@/ui/constants';

export const REQUIRED = 'This field is required.';
export const REASON_TOO_LONG = 'The reason should be less than 250 characters.';

/** A comment on an approve / deny decision: required. */
export const decisionSchema = yup.object({
  comment: yup.string().trim().required(REQUIRED),
});

export interface ApproverFormValues {
  approver: Option | null;
  comment: string;
}

/** Adding needs an approver; both need a reason of at most 250 characters. */
export function approverSchema(mode: 'add' | 'remove') {
  return yup.object({
    approver: mode === 'add' ? yup.mixed<Option>().nullable().required(REQUIRED) : yup.mixed<Option>().nullable(),
    comment: yup.string().trim().required(REQUIRED).max(LIMITS.approverReason, REASON_TOO_LONG),
  });
}
