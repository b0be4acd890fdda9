import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export interface AssetTypeFormValues {
  name: string;
  parent: Option | null;
}

export const EMPTY_ASSET_TYPE: AssetTypeFormValues = { name: '', parent: null };

export const assetTypeSchema = yup.object({
  name: yup.string().trim().required(RECORD_MESSAGES.required),
  parent: yup.mixed<Option>().nullable(),
});

export const assetTypeServerFields = serverFieldMap<keyof AssetTypeFormValues>({ name: 'name', parent_id: 'parent' });
