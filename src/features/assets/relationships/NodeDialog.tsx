import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode, RelatedAsset, RelationGroup } from '@/api/asset-relationships';
import { usePluginContext } from '@/host/PluginContext';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { assetPaths } from '../paths';
import { dependencyName } from './relationName';

/** A relationship of the page's asset with the chosen one, as its relationship table lists it. */
export interface DirectRelation {
  group: RelationGroup;
  child: RelatedAsset;
}

interface NodeDialogProps {
  /** The asset chosen on the map; null while the dialog is closed. */
  node: GraphNode | null;
  onClose(): void;
  onAddFor(assetId: number): void;
  /** The page's asset's relationships with the chosen one: each can be deleted from here. */
  relations: DirectRelation[];
  onDelete(relation: DirectRelation): void;
}

/**
 * A map asset's dialog: 'add relationship' for it, 'view asset', close (Escape too), and deleting
 * each relationship the page's asset has with it.
 */
export function NodeDialog({ node, onClose, onAddFor, relations, onDelete }: NodeDialogProps) {
  const { t } = useTranslation();
  const { navigate } = usePluginContext();
  // Handing over to the add or delete dialog: the focus stays in that dialog, not back on the map.
  const [handedOver, setHandedOver] = useState(false);
  const close = () => {
    setHandedOver(false);
    onClose();
  };
  const handOver = (next: () => void) => {
    setHandedOver(true);
    onClose();
    next();
  };
  return (
    <Dialog
      show={node !== null}
      width={DIALOG_WIDTH.confirm}
      title={node?.name ?? ''}
      onClose={close}
      restoreFocus={!handedOver}
      footer={
        node && (
          <>
            {relations.map((relation) => (
              <button
                key={`${relation.group.id}-${relation.child.pivot.relation}`}
                type="button"
                className="btn btn-outline-danger me-auto"
                onClick={() => handOver(() => onDelete(relation))}
              >
                {t('asset_relationship_delete_relation', { relation: dependencyName(relation.group, relation.child) })}
              </button>
            ))}
            <button type="button" className="btn btn-outline-primary" onClick={() => handOver(() => onAddFor(node.id))}>
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
