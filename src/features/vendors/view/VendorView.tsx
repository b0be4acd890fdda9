import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vendorMutations, vendorQueries } from '@/api/vendors';
import { displayDateTime } from '@/format/dates';
import { usePluginContext } from '@/host/PluginContext';
import { RecordDetails } from '@/records/RecordDetails';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { useDeletionToList } from '@/records/useDeletionToList';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DELAY_MS } from '@/ui/constants';
import { DescriptionButton } from '@/ui/DescriptionButton';
import { Link } from '@/ui/Link';
import { vendorPaths } from '../paths';
import { VendorTabs } from './VendorTabs';

/**
 * The vendor page: name, dates, status, email, primary contact, address; the description in a
 * dialog, edit, delete (then the vendor index after 3 seconds); tabs of its contracts and products.
 */
export function VendorView({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const vendor = useQuery(vendorQueries.detail(http, vendorId));
  const deletion = useDeletionToList(vendorMutations.remove(http), vendorPaths.list, DELAY_MS.redirectAfterCreate);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleted, setDeleted] = useState(false);

  if (!vendor.data) return <RecordUnavailable record={vendor} area="vendor-view" />;
  const record = vendor.data;

  const remove = () =>
    deletion.remove(vendorId, {
      onSuccess: (message) => {
        setConfirmingDelete(false);
        setDeleted(true);
        showSuccess(message);
      },
      onError: (error) => {
        setConfirmingDelete(false);
        showError(error);
      },
    });

  return (
    <div className="p-3">
      <AlertArea area="vendor-view" alert={alert} onDismiss={clear} />
      <RecordHeaderCard
        id="sd-vendor-view"
        subject={record.name}
        actions={
          <div className="d-flex flex-wrap gap-2">
            <DescriptionButton name={record.name} description={record.description} />
            <Link to={vendorPaths.edit(vendorId)} className="btn btn-sm btn-outline-secondary">
              {t('edit')}
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={deleted}
              onClick={() => {
                clear();
                setConfirmingDelete(true);
              }}
            >
              {t('delete')}
            </button>
          </div>
        }
      >
        <RecordDetails
          label={t('vendor_details')}
          fields={[
            [t('created_at'), displayDateTime(record.created_at)],
            [t('updated_at'), displayDateTime(record.updated_at)],
            [t('status'), record.status.name],
            [t('email'), record.email],
            [t('vendor_primary_contact'), record.primary_contact],
            [t('vendor_address'), record.address],
          ]}
        />
      </RecordHeaderCard>
      <VendorTabs vendorId={vendorId} />
      <ConfirmDialog
        show={confirmingDelete}
        busy={deletion.isPending}
        title={t('vendor_delete_title')}
        message={t('vendor_delete_confirm', { name: record.name })}
        confirmLabel={t('delete')}
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
