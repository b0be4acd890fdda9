import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productOwner } from '@/api/owners';
import { productKeys, productMutations, productQueries, productStatusKey } from '@/api/products';
import { displayDateTime } from '@/format/dates';
import { usePluginContext } from '@/host/PluginContext';
import { AttachAssetsToOwnerDialog } from '@/records/assets/AttachAssetsToOwnerDialog';
import { PickDialog } from '@/records/lookups/PickDialog';
import { RecordDetails } from '@/records/RecordDetails';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { useDeletionToList } from '@/records/useDeletionToList';
import { ActionMenu } from '@/ui/ActionMenu';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DIALOG_WIDTH } from '@/ui/constants';
import { DescriptionButton } from '@/ui/DescriptionButton';
import { useDialog } from '@/ui/hooks/useDialog';
import { Loader } from '@/ui/Loader';
import { productPaths } from '../paths';
import { NewVendorDialog } from './NewVendorDialog';
import { ProductTabs } from './ProductTabs';

type ProductDialog = 'new-vendor' | 'existing-vendor' | 'assets' | 'delete';

/**
 * The product page: its name with a vendor menu (a new vendor, or existing ones), attach asset and
 * a more menu (edit, delete; the list after a delete); its details and description; tabs of its
 * assets and vendors. A failed load only stops the loader.
 */
export function ProductView({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const queryClient = useQueryClient();
  const product = useQuery(productQueries.detail(http, productId));
  const deletion = useDeletionToList(productMutations.remove(http), productPaths.list);
  const attachVendors = useMutation(productMutations.attachVendors(http, productId));
  const dialog = useDialog<{ name: ProductDialog }>();
  const isShown = (name: ProductDialog) => dialog.shown(name) !== null;
  const { alert, showSuccess, showError, clear } = useAlert();

  if (product.isPending) return <Loader />;
  if (!product.data) return null;
  const record = product.data;

  const open = (name: ProductDialog) => () => {
    clear();
    dialog.show({ name });
  };
  const done = (message: string) => {
    dialog.close();
    showSuccess(message);
  };
  const vendorCreated = (message: string) => {
    done(message);
    void queryClient.invalidateQueries({ queryKey: productKeys.vendorsOf(productId) });
  };
  const remove = () =>
    deletion.remove(productId, {
      onError: (error) => {
        dialog.close();
        showError(error);
      },
    });

  return (
    <div className="p-3">
      <AlertArea area="product-view" alert={alert} onDismiss={clear} />
      <RecordHeaderCard
        id="sd-product-view"
        subject={record.name}
        actions={
          <div className="d-flex flex-wrap gap-2">
            <ActionMenu
              id="sd-product-vendor"
              label={t('product_vendor')}
              items={[
                { key: 'new', label: t('product_new_vendor'), onSelect: open('new-vendor') },
                { key: 'existing', label: t('product_existing_vendor'), onSelect: open('existing-vendor') },
              ]}
            />
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={open('assets')}>
              {t('product_attach_asset')}
            </button>
            <ActionMenu
              id="sd-product-more"
              label={t('more')}
              items={[
                { key: 'edit', label: t('edit'), to: productPaths.edit(productId) },
                { key: 'delete', label: t('delete'), onSelect: open('delete') },
              ]}
            />
          </div>
        }
      >
        <RecordDetails
          label={t('product_details')}
          fields={[
            [t('created_at'), displayDateTime(record.created_at)],
            [t('status'), t(productStatusKey(record.status))],
            [t('product_manufacturer'), record.manufacturer],
            [t('product_status'), record.product_status.name],
            [t('product_department_access'), record.department.name],
            [t('product_procurement'), record.procurement.name],
            [t('product_asset_type'), record.asset_type?.name ?? '--'],
          ]}
        >
          <DescriptionButton name={record.name} description={record.description} />
        </RecordDetails>
      </RecordHeaderCard>
      <ProductTabs productId={productId} />
      <NewVendorDialog
        show={isShown('new-vendor')}
        productId={productId}
        onClose={dialog.close}
        onCreated={vendorCreated}
      />
      <PickDialog
        show={isShown('existing-vendor')}
        title={t('product_existing_vendor')}
        width={DIALOG_WIDTH.assign}
        dependency="vendors_based_on_product"
        lookupParams={{ product_id: productId }}
        searchLabel={t('product_search_vendors')}
        chooseLabel={t('product_choose_vendors')}
        submitLabel={t('proceed')}
        multiple
        area="product-existing-vendor"
        onClose={dialog.close}
        onSubmit={(vendorIds) => attachVendors.mutateAsync(vendorIds)}
        onDone={done}
      />
      <AttachAssetsToOwnerDialog
        owner={productOwner(productId)}
        show={isShown('assets')}
        onClose={dialog.close}
        onAttached={done}
      />
      <ConfirmDialog
        show={isShown('delete')}
        busy={deletion.isPending}
        title={t('product_delete_title')}
        message={t('product_delete_confirm', { name: record.name })}
        confirmLabel={t('delete')}
        onConfirm={remove}
        onCancel={dialog.close}
      />
    </div>
  );
}
