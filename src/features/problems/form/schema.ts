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

export interface ProblemFormValues {
  subject: string;
  identifier: string;
  /** HTML from the rich-text editor. */
  description: string;
  requester: Option | null;
  department: Option | null;
  impact: Option | null;
  status: Option | null;
  priority: Option | null;
  location: Option | null;
  assigned: Option | null;
  assets: Option[];
  attachment: File | null;
  attachment_delete: boolean;
}

export const EMPTY_PROBLEM: ProblemFormValues = {
  subject: '',
  identifier: '',
  description: '',
  requester: null,
  department: null,
  impact: null,
  status: null,
  priority: null,
  location: null,
  assigned: null,
  assets: [],
  attachment: null,
  attachment_delete: false,
};

const requiredOption = yup
  .object({ id: yup.number().required(), name: yup.string().defined() })
  .nullable()
  .test('required', MESSAGES.required, (value) => value !== null && value !== undefined);

export const problemSchema = yup.object({
  subject: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .test('max', MESSAGES.subjectMax, (value) => characterCount(value) <= LIMITS.subject),
  identifier: yup.string().test('max', MESSAGES.identifierMax, (value) => characterCount(value) <= LIMITS.identifier),
  description: yup.string().test('required', MESSAGES.required, (value) => htmlText(value ?? '') !== ''),
  requester: requiredOption,
  department: requiredOption,
  impact: requiredOption,
  status: requiredOption,
  priority: requiredOption,
  location: yup.mixed<Option>().nullable(),
  assigned: yup.mixed<Option>().nullable(),
  assets: yup.array(),
  attachment: yup.mixed<File>().nullable(),
  attachment_delete: yup.boolean(),
});

export { htmlText };
