import type { Option } from '@/api/dependencies';
import { AssetPickerField } from '@/features/ticket-slots/asset-picker/AssetPickerField';
import { createSlotParcel, numberProp } from '@/federation/createSlotParcel';

export const { bootstrap, mount, unmount, update } = createSlotParcel(AssetPickerField, (props) => ({
  fieldName: typeof props.fieldName === 'string' ? props.fieldName : 'asset_ids',
  value: Array.isArray(props.value) ? props.value.map(numberProp) : undefined,
  label: typeof props.label === 'string' ? props.label : undefined,
  onChange:
    typeof props.onChange === 'function' ? (props.onChange as (ids: number[], assets: Option[]) => void) : undefined,
}));
