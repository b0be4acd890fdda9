import { useTranslation } from 'react-i18next';
import { productOwner } from '@/api/owners';
import { AttachedAssetsTable } from '@/records/assets/AttachedAssetsTable';
import { SwitchTabs } from '@/ui/SwitchTabs';
import { assetPaths } from '@/features/assets';
import { ProductVendorsTable } from './ProductVendorsTable';

const noop = () => undefined;

/** The product page's tabs: its assets (default) and its vendors, each row with a detach. */
export function ProductTabs({ productId }: { productId: number }) {
  const { t } = useTranslation();
  return (
    <SwitchTabs
      label={t('product_associates')}
      tabs={[
        {
          key: 'assets',
          title: t('associated_assets'),
          content: () => (
            <AttachedAssetsTable
              owner={productOwner(productId)}
              area="product-assets"
              assetPath={assetPaths.show}
              onDetached={noop}
            />
          ),
        },
        {
          key: 'vendors',
          title: t('product_associated_vendors'),
          content: () => <ProductVendorsTable ownerId={productId} />,
        },
      ]}
    />
  );
}
