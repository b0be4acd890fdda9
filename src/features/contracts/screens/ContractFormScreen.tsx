import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ContractForm } from '../form/ContractForm';
import { contractPaths } from '../paths';

const noop = () => undefined;

/** /service-desk/contracts/create and /service-desk/contracts/{id}/edit: titled by the path; editing links to the contract. */
export default function ContractFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const contractId = params.id === undefined ? undefined : Number(params.id);
  if (contractId !== undefined && (!Number.isInteger(contractId) || contractId <= 0)) return <NotFound />;
  const isEdit = contractId !== undefined;

  return (
    <section className="card m-3" aria-labelledby="sd-contract-form-title">
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id="sd-contract-form-title" className="h4 mb-0">
          {isEdit ? t('contract_edit') : t('contract_create')}
        </h1>
        {isEdit && (
          <Link to={contractPaths.show(contractId)} className="btn btn-sm btn-outline-secondary">
            {t('contract_view')}
          </Link>
        )}
      </div>
      <div className="card-body">
        <ContractForm key={contractId ?? 'create'} contractId={contractId} onSaved={noop} />
      </div>
    </section>
  );
}
