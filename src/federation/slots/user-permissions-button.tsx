import { UserPermissionsButton } from '../../features/ticket-slots/permissions/UserPermissionsButton';
import { createSlotParcel, numberProp } from '../createSlotParcel';

export const { bootstrap, mount, unmount, update } = createSlotParcel(UserPermissionsButton, (props) => ({
  userId: numberProp(props.userId),
}));
