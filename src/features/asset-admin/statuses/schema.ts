import * as yup from 'yup';
import { characterCount } from '@/format/characters';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

/** The specification's limit and message, word for word. */
export const STATUS_NAME_MAX = 50;
export const STATUS_NAME_MAX_MESSAGE = 'The name should be less than 50 characters.';

export interface AssetStatusFormValues {
  name: string;
  description: string;
}

export const EMPTY_ASSET_STATUS: AssetStatusFormValues = { name: '', description: '' };

export const assetStatusSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(RECORD_MESSAGES.required)
    .test('max', STATUS_NAME_MAX_MESSAGE, (value) => characterCount(value) <= STATUS_NAME_MAX),
  description: yup.string().trim().required(RECORD_MESSAGES.required),
});

export const assetStatusServerFields = serverFieldMap<keyof AssetStatusFormValues>({
  name: 'name',
  description: 'description',
});
