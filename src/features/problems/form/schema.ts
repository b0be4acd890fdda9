import * as yup from 'yup';
import type { ProblemSaveValues } from '@/api/problems';
import { htmlText } from '@/format/htmlText';
import {
  EMPTY_RECORD_VALUES,
  optionalOption,
  RECORD_MESSAGES,
  recordFields,
  type RecordFormValuesOf,
  requiredOption,
} from '@/records/recordSchema';

/** The specification's messages, word for word. */
export const MESSAGES = RECORD_MESSAGES;

export type ProblemFormValues = RecordFormValuesOf<ProblemSaveValues>;

export const EMPTY_PROBLEM: ProblemFormValues = {
  ...EMPTY_RECORD_VALUES,
  requester: null,
  department: null,
  impact: null,
  status: null,
  priority: null,
  location: null,
  assigned: null,
};

export const problemSchema = yup.object({
  ...recordFields,
  requester: requiredOption,
  department: requiredOption,
  impact: requiredOption,
  status: requiredOption,
  priority: requiredOption,
  location: optionalOption(),
  assigned: optionalOption(),
});

export { htmlText };
