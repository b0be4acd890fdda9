import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productOwner } from '@/api/owners';
import { AttachedAssetsTable } from '@/records/assets/AttachedAssetsTable';
import { Tabs } from '@/ui/Tabs';
import { assetPaths } from '@/features/assets';
import { ProductVendorsTable } from './ProductVendorsTable';

const noop = () => undefined;

/** The product page's tabs: its assets (default) and its vendors, each row with a detach. */
export function ProductTabs({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [active, setActive] = useState('assets');
  return (
    <Tabs
      label={t('product_associates')}
      tabs={[
        { key: 'assets', title: t('associated_assets') },
        { key: 'vendors', title: t('product_associated_vendors') },
      ]}
      activeKey={active}
      onSelect={setActive}
    >
      {active === 'assets' ? (
        <AttachedAssetsTable
          owner={productOwner(productId)}
          area="product-assets"
          assetPath={assetPaths.show}
          onDetached={noop}
        />
      ) : (
        <ProductVendorsTable ownerId={productId} />
      )}
    </Tabs>
  );
}
