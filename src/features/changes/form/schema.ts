import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { characterCount } from '@/format/characters';
import { htmlText } from '@/format/htmlText';
import { LIMITS } from '@/ui/constants';

/** The specification's messages, word for word. */
export const MESSAGES = {
  required: 'This field is required.',
  subjectMax: 'The subject should be less than 50 characters.',
  identifierMax: 'The identifier should be less than 45 characters.',
} as const;

export interface ChangeFormValues {
  subject: string;
  identifier: string;
  /** HTML from the rich-text editor. */
  description: string;
  requester: Option | null;
  status: Option | null;
  change_type: Option | null;
  priority: Option | null;
  impact: Option | null;
  location: Option | null;
  department: Option | null;
  team: Option | null;
  assets: Option[];
  attachment: File | null;
  attachment_delete: boolean;
}

export const EMPTY_CHANGE: ChangeFormValues = {
  subject: '',
  identifier: '',
  description: '',
  requester: null,
  status: null,
  change_type: null,
  priority: null,
  impact: null,
  location: null,
  department: null,
  team: null,
  assets: [],
  attachment: null,
  attachment_delete: false,
};

const requiredOption = yup
  .object({ id: yup.number().required(), name: yup.string().defined() })
  .nullable()
  .test('required', MESSAGES.required, (value) => value !== null && value !== undefined);

/** Required: subject, requester, status, change type, description (section 5); the lengths of section 9. */
export const changeSchema = yup.object({
  subject: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .test('max', MESSAGES.subjectMax, (value) => characterCount(value) <= LIMITS.subject),
  identifier: yup.string().test('max', MESSAGES.identifierMax, (value) => characterCount(value) <= LIMITS.identifier),
  description: yup.string().test('required', MESSAGES.required, (value) => htmlText(value ?? '') !== ''),
  requester: requiredOption,
  status: requiredOption,
  change_type: requiredOption,
  priority: yup.mixed<Option>().nullable(),
  impact: yup.mixed<Option>().nullable(),
  location: yup.mixed<Option>().nullable(),
  department: yup.mixed<Option>().nullable(),
  team: yup.mixed<Option>().nullable(),
  assets: yup.array(),
  attachment: yup.mixed<File>().nullable(),
  attachment_delete: yup.boolean(),
});
