import * as yup from 'yup';
import type { ReleaseSaveValues } from '@/api/releases';
import {
  EMPTY_RECORD_VALUES,
  optionalOption,
  RECORD_MESSAGES,
  recordFields,
  type RecordFormValuesOf,
  requiredOption,
} from '@/records/recordSchema';

/** The specification's messages, word for word, and the planned window's own. */
export const RELEASE_MESSAGES = {
  ...RECORD_MESSAGES,
  endBeforeStart: 'The planned end date must be after the planned start date.',
} as const;

export type ReleaseFormValues = RecordFormValuesOf<ReleaseSaveValues>;

export const EMPTY_RELEASE: ReleaseFormValues = {
  ...EMPTY_RECORD_VALUES,
  status: null,
  priority: null,
  releaseType: null,
  location: null,
  plannedStart: '',
  plannedEnd: '',
};

/** Subject, release type, status, priority and description required; the planned end after its start. */
export const releaseSchema = yup.object({
  ...recordFields,
  status: requiredOption,
  priority: requiredOption,
  releaseType: requiredOption,
  location: optionalOption(),
  plannedStart: yup.string(),
  plannedEnd: yup.string().test('after-start', RELEASE_MESSAGES.endBeforeStart, function afterStart(value) {
    const start = (this.parent as ReleaseFormValues).plannedStart;
    return !value || !start || value > start;
  }),
});
