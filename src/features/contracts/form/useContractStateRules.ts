import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { DRAFT_STATUS, type ContractFormValues } from './schema';

/**
 * The form's rules of state (spec section 4): choosing an approver sets the status to Draft and
 * locks it; clearing the approver unlocks and clears it. A contract loaded with an approver starts
 * locked; another user clears the organizations chosen. Returns whether the status is locked.
 */
export function useContractStateRules(): boolean {
  const { values, setFieldValue } = useFormikContext<ContractFormValues>();
  const approverId = values.approver?.id ?? null;
  const previous = useRef(approverId);
  const userId = values.user?.id ?? null;
  const previousUser = useRef(userId);

  // Another user's organizations are not this one's.
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    void setFieldValue('organizations', []);
  }, [userId, setFieldValue]);

  useEffect(() => {
    if (previous.current === approverId) return;
    const hadApprover = previous.current !== null;
    previous.current = approverId;
    if (approverId !== null) void setFieldValue('status', DRAFT_STATUS);
    else if (hadApprover) void setFieldValue('status', null);
  }, [approverId, setFieldValue]);

  return approverId !== null;
}
