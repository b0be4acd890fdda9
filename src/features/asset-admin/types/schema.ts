import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export interface AssetTypeFormValues {
  name: string;
  parent: Option | null;
  /** The type new assets get when none is chosen; never on create (the specification). */
  isDefault: boolean;
  /** Whether the stored type is the default one: it stays so until another type is made the default. */
  wasDefault: boolean;
}

export const EMPTY_ASSET_TYPE: AssetTypeFormValues = { name: '', parent: null, isDefault: false, wasDefault: false };

export const assetTypeSchema = yup.object({
  name: yup.string().trim().required(RECORD_MESSAGES.required),
  parent: yup.mixed<Option>().nullable(),
  isDefault: yup.boolean(),
  wasDefault: yup.boolean(),
});

export const assetTypeServerFields = serverFieldMap<keyof AssetTypeFormValues>({
  name: 'name',
  parent_id: 'parent',
  is_default: 'isDefault',
});
