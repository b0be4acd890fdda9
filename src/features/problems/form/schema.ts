import * as yup from 'yup';
import type { ProblemSaveValues } from '@/api/problems';
import { htmlText } from '@/format/htmlText';
import {
  EMPTY_RECORD_VALUES,
  optionalOption,
  RECORD_MESSAGES,
  recordFields,
  requiredOption,
} from '@/records/recordSchema';

/** The specification's messages, word for word. */
export const MESSAGES = RECORD_MESSAGES;

/** The form's values: what a save sends, with the attachment's removal as a field of its own. */
export type ProblemFormValues = Omit<ProblemSaveValues, 'id' | 'attachmentDelete'> & { attachment_delete: boolean };

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
