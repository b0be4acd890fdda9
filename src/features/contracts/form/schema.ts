import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { characterCount } from '@/format/characters';
import { htmlText } from '@/format/htmlText';
import { optionalOption, RECORD_MESSAGES, requiredOption } from '@/records/recordSchema';

/** The contract name's limit (spec section 9). */
export const CONTRACT_NAME_MAX = 50;

/** The specification's messages, word for word. */
export const CONTRACT_MESSAGES = {
  required: RECORD_MESSAGES.required,
  nameMax: 'The name should be less than 50 characters.',
  atLeastOne: 'The value must be at least 1.',
  endBeforeStart: 'The end date cannot be before the start date.',
  email: 'Enter valid e-mail addresses, separated by commas.',
  /** The key of the user-or-vendor alert, as the specification names it. */
  userOrVendor: 'atleast_one_user_or_one_vendor_is_required_to_create_contract',
} as const;

/** The status a contract with an approver takes (Draft), locked while the approver stays. */
export const DRAFT_STATUS: Option = { id: 1, name: 'Draft' };

export interface ContractFormValues {
  name: string;
  identifier: string;
  description: string;
  status: Option | null;
  contractType: Option | null;
  cost: string;
  approver: Option | null;
  licenseType: Option | null;
  licenseCount: string;
  vendor: Option | null;
  user: Option | null;
  organizations: Option[];
  /** The date inputs' values, 'YYYY-MM-DDTHH:mm'. */
  startDate: string;
  endDate: string;
  notifyBefore: string;
  notifyAgents: Option[];
  /** Free-typed addresses, separated by commas. */
  emails: string;
  assets: Option[];
  attachment: File | null;
  attachment_delete: boolean;
  /** Holds the user-or-vendor rule's failure; no input of its own. */
  userOrVendor?: never;
}

export const EMPTY_CONTRACT: ContractFormValues = {
  name: '',
  identifier: '',
  description: '',
  status: null,
  contractType: null,
  cost: '',
  approver: null,
  licenseType: null,
  licenseCount: '',
  vendor: null,
  user: null,
  organizations: [],
  startDate: '',
  endDate: '',
  notifyBefore: '',
  notifyAgents: [],
  emails: '',
  assets: [],
  attachment: null,
  attachment_delete: false,
};

/** A whole number of at least 1, when filled. */
export const countOfAtLeastOne = yup
  .string()
  .test(
    'min',
    CONTRACT_MESSAGES.atLeastOne,
    (value) => !value || (Number.isInteger(Number(value)) && Number(value) >= 1),
  );

const required = yup.string().trim().required(CONTRACT_MESSAGES.required);

/** The end of a range is not before its start (both 'YYYY-MM-DDTHH:mm', compared as text). */
export const endNotBeforeStart = required.test(
  'after-start',
  CONTRACT_MESSAGES.endBeforeStart,
  function endAfterStart(value) {
    const start = (this.parent as { startDate?: string }).startDate;
    return !start || !value || value >= start;
  },
);

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The free-typed addresses of a comma-separated field. */
export const emailList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const emailsField = yup
  .string()
  .test('emails', CONTRACT_MESSAGES.email, (value) => emailList(value ?? '').every((email) => EMAIL.test(email)));

export const contractSchema = yup.object({
  name: required.test('max', CONTRACT_MESSAGES.nameMax, (value) => characterCount(value) <= CONTRACT_NAME_MAX),
  identifier: yup.string(),
  description: yup.string().test('required', CONTRACT_MESSAGES.required, (value) => htmlText(value ?? '') !== ''),
  status: requiredOption,
  contractType: requiredOption,
  cost: required,
  approver: optionalOption(),
  licenseType: optionalOption(),
  licenseCount: countOfAtLeastOne,
  vendor: optionalOption(),
  user: optionalOption(),
  startDate: required,
  endDate: endNotBeforeStart,
  notifyBefore: countOfAtLeastOne,
  emails: emailsField,
  userOrVendor: yup.mixed().test('user-or-vendor', CONTRACT_MESSAGES.userOrVendor, function userOrVendor() {
    const { user, vendor } = this.parent as ContractFormValues;
    return Boolean(user || vendor);
  }),
});
