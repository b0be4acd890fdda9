import { UserPermissionsButton } from '@/features/ticket-slots/permissions/UserPermissionsButton';
import { createSlotParcel, numberProp } from '@/federation/createSlotParcel';

export const { bootstrap, mount, unmount, update } = createSlotParcel(UserPermissionsButton, (props) => ({
  userId: numberProp(props.userId),
}));
