export { ApplyCabDialog, type ApplyCabDialogProps } from './ApplyCabDialog';
export { ChangeCabsTab, type ChangeCabsTabProps } from './ChangeCabsTab';
export { CabDecisionDialog, type CabDecisionDialogProps } from './CabDecisionDialog';
export { ApproverDialog, type ApproverDialogProps, type ApproverDialogTarget } from './ApproverDialog';
export { StatusIcon } from './StatusIcon';
export { AwaitingApprovalBanner } from './AwaitingApprovalBanner';
