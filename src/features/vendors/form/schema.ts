import * as yup from 'yup';
import type { Vendor, VendorSaveValues } from '@/api/vendors';
import { characterCount } from '@/format/characters';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export const VENDOR_NAME_MAX = 50;
export const VENDOR_NAME_MAX_MESSAGE = 'The name should be less than 50 characters.';
export const INVALID_EMAIL = 'The email must be a valid email address.';

export interface VendorFormValues {
  name: string;
  email: string;
  primary_contact: string;
  address: string;
  description: string;
  /** '1' active, '0' inactive. */
  status: '1' | '0';
}

export const EMPTY_VENDOR: VendorFormValues = {
  name: '',
  email: '',
  primary_contact: '',
  address: '',
  description: '',
  status: '1',
};

const required = () => yup.string().trim().required(RECORD_MESSAGES.required);

/** Every field required, the email a valid address. */
export const vendorSchema = yup.object({
  name: required().test('max', VENDOR_NAME_MAX_MESSAGE, (value) => characterCount(value) <= VENDOR_NAME_MAX),
  email: required().email(INVALID_EMAIL),
  primary_contact: required(),
  address: required(),
  description: required(),
  status: yup.string().oneOf(['1', '0']).required(RECORD_MESSAGES.required),
});

export const vendorServerFields = serverFieldMap<keyof VendorFormValues>({
  name: 'name',
  email: 'email',
  primary_contact: 'primary_contact',
  address: 'address',
  description: 'description',
  status_id: 'status',
});

/** The stored vendor as the form's values. */
export function vendorFormValues(vendor: Vendor): VendorFormValues {
  return {
    name: vendor.name,
    email: vendor.email,
    primary_contact: vendor.primary_contact,
    address: vendor.address,
    description: vendor.description,
    status: vendor.status_id === 0 ? '0' : '1',
  };
}

/** The values as the save sends them, trimmed. */
export function vendorSaveValues(values: VendorFormValues, productId?: number): VendorSaveValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    primary_contact: values.primary_contact.trim(),
    address: values.address.trim(),
    description: values.description.trim(),
    status_id: values.status === '0' ? 0 : 1,
    productId,
  };
}
