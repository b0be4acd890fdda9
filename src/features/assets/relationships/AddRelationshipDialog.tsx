import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetRelationshipMutations, type Relation } from '@/api/asset-relationships';
import type { Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { AsyncMultiSelect } from '@/records/lookups/AsyncMultiSelect';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';

export interface AddRelationshipDialogProps {
  assetId: number;
  show: boolean;
  onClose(): void;
  /** After a relationship was made, with the server's message. */
  onAdded(message: string): void;
}

/** The chosen relation type, with the direction of the picker it came from. */
interface ChosenRelation {
  relation: Relation;
  option: Option;
}

/** One choice at most: a new pick replaces the old one. */
const single = (value: Option[]): Option | null => value[value.length - 1] ?? null;

/**
 * Relates the asset to other assets: the assets (required) and exactly one of a forward or an
 * inverse relation; choosing one clears and hides the other. Each opening starts afresh.
 */
export function AddRelationshipDialog(props: AddRelationshipDialogProps) {
  const [session, setSession] = useState(0);
  const [wasShown, setWasShown] = useState(props.show);
  if (props.show !== wasShown) {
    setWasShown(props.show);
    if (props.show) setSession((count) => count + 1);
  }
  return <AddRelationshipSession key={session} {...props} />;
}

function AddRelationshipSession({ assetId, show, onClose, onAdded }: AddRelationshipDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const baseId = useId();
  const add = useMutation(assetRelationshipMutations.add(http));
  const { alert, showError, clear } = useAlert();
  const [assets, setAssets] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<ChosenRelation | null>(null);
  const [assetsMissing, setAssetsMissing] = useState(false);
  const [relationMissing, setRelationMissing] = useState(false);
  const busy = add.isPending;

  const choose = (relation: Relation) => (value: Option[]) => {
    const option = single(value);
    setChosen(option ? { relation, option } : null);
    if (option) setRelationMissing(false);
  };

  const submit = () => {
    if (busy) return;
    clear();
    setAssetsMissing(assets.length === 0);
    setRelationMissing(chosen === null);
    if (chosen === null || assets.length === 0) return;
    add.mutate(
      {
        parent_asset_id: assetId,
        child_asset_ids: assets.map((option) => option.id),
        cmdb_id: chosen.option.id,
        relation: chosen.relation,
      },
      { onSuccess: (message) => onAdded(message), onError: showError },
    );
  };

  const assetsErrorId = `${baseId}-assets-error`;
  const relationPicker = (relation: Relation, dependency: string, label: string) =>
    chosen === null || chosen.relation === relation ? (
      <div className="mb-3">
        <AsyncMultiSelect
          id={`${baseId}-${relation}`}
          label={label}
          dependency={dependency}
          value={chosen?.relation === relation ? [chosen.option] : []}
          onChange={choose(relation)}
          disabled={busy}
        />
      </div>
    ) : null;

  return (
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.confirm}
      title={t('asset_relationship_add')}
      onClose={onClose}
      busy={busy}
      submitLabel={t('submit')}
      onSubmit={submit}
    >
      <AlertArea
        area="add-relationship"
        alert={relationMissing ? { kind: 'danger', text: t('asset_relationship_relation_required') } : alert}
        onDismiss={() => {
          setRelationMissing(false);
          clear();
        }}
      />
      <div className="mb-3">
        <AsyncMultiSelect
          id={`${baseId}-assets`}
          label={t('assets')}
          dependency="assets"
          value={assets}
          onChange={(value) => {
            setAssets(value);
            if (value.length > 0) setAssetsMissing(false);
          }}
          required
          invalid={assetsMissing}
          describedBy={assetsMissing ? assetsErrorId : undefined}
          disabled={busy}
        />
        {assetsMissing && (
          <div id={assetsErrorId} className="invalid-feedback d-block">
            {t('asset_relationship_assets_required')}
          </div>
        )}
      </div>
      {relationPicker('forward', 'forward_relations', t('asset_forward_relation'))}
      {relationPicker('inverse', 'inverse_relations', t('asset_inverse_relation'))}
    </ActionDialog>
  );
}
