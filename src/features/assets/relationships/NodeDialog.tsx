import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@/api/asset-relationships';
import { usePluginContext } from '@/host/PluginContext';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { assetPaths } from '../paths';

interface NodeDialogProps {
  /** The asset chosen on the map; null while the dialog is closed. */
  node: GraphNode | null;
  onClose(): void;
  onAddFor(assetId: number): void;
}

/** A map asset's dialog: 'add relationship' for it, 'view asset', close (Escape too). */
export function NodeDialog({ node, onClose, onAddFor }: NodeDialogProps) {
  const { t } = useTranslation();
  const { navigate } = usePluginContext();
  return (
    <Dialog
      show={node !== null}
      width={DIALOG_WIDTH.confirm}
      title={node?.name ?? ''}
      onClose={onClose}
      footer={
        node && (
          <>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => {
                onClose();
                onAddFor(node.id);
              }}
            >
              {t('asset_relationship_add')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => navigate(assetPaths.show(node.id))}>
              {t('asset_view')}
            </button>
          </>
        )
      }
    >
      <p className="mb-0">{node?.asset_type}</p>
    </Dialog>
  );
}
