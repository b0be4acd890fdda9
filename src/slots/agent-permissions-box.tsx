import { AgentPermissionsBox } from '@/features/ticket-slots/permissions/AgentPermissionsBox';
import { createSlotParcel, numberProp } from '@/federation/createSlotParcel';

export const { bootstrap, mount, unmount, update } = createSlotParcel(AgentPermissionsBox, (props) => ({
  agentId: props.agentId === undefined ? undefined : numberProp(props.agentId),
  value: Array.isArray(props.value) ? props.value.map(numberProp) : undefined,
  onChange: typeof props.onChange === 'function' ? (props.onChange as (ids: number[]) => void) : undefined,
}));
