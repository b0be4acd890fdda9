export { AttachAssetsDialog, SELECT_ASSETS_MESSAGE, type AttachAssetsDialogProps } from './AttachAssetsDialog';
