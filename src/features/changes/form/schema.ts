import * as yup from 'yup';
import type { ChangeSaveValues } from '@/api/changes';
import type { Option } from '@/api/dependencies';
import { EMPTY_RECORD_VALUES, optionalOption, recordFields, requiredOption } from '@/records/recordSchema';

/** The form's values: what a save sends, with the attachment's removal as a field of its own. */
export type ChangeFormValues = Omit<ChangeSaveValues, 'id' | 'attachmentDelete' | 'changeType'> & {
  change_type: Option | null;
  attachment_delete: boolean;
};

export const EMPTY_CHANGE: ChangeFormValues = {
  ...EMPTY_RECORD_VALUES,
  requester: null,
  status: null,
  change_type: null,
  priority: null,
  impact: null,
  location: null,
  department: null,
  team: null,
};

/** Required: subject, requester, status, change type, description (section 5); the lengths of section 9. */
export const changeSchema = yup.object({
  ...recordFields,
  requester: requiredOption,
  status: requiredOption,
  change_type: requiredOption,
  priority: optionalOption(),
  impact: optionalOption(),
  location: optionalOption(),
  department: optionalOption(),
  team: optionalOption(),
});
