import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetMutations, attachableScope, type AttachOwner } from '@/api/assets';
import { useHttp } from '@/host/PluginContext';
import { AttachAssetsDialog } from './AttachAssetsDialog';

export interface AttachAssetsToOwnerDialogProps {
  owner: AttachOwner;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

/** The shared attach-assets dialog, listing the assets not yet on the record and attaching them to it. */
export function AttachAssetsToOwnerDialog({ owner, show, onClose, onAttached }: AttachAssetsToOwnerDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const attach = useMutation(assetMutations.attach(http, owner));
  const listParams = useMemo(() => attachableScope(owner), [owner]);
  return (
    <AttachAssetsDialog
      show={show}
      onClose={onClose}
      title={t('attach_assets')}
      listParams={listParams}
      onSubmit={(assetIds) => attach.mutateAsync(assetIds)}
      onSuccess={onAttached}
    />
  );
}
