import { useTranslation } from 'react-i18next';
import type { ApprovalContract } from '@/api/contracts';
import { displayDateTime } from '@/format/dates';
import { FieldList, type Field } from '@/ui/FieldList';

/** How the summary shows a missing value. */
const MISSING = '---';

const shown = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? MISSING : String(value);
const dateShown = (value: string | null) => (value ? displayDateTime(value) : MISSING);

/** The contract an approver decides on (spec: Contract approval page summary). */
export function ApprovalSummary({ contract }: { contract: ApprovalContract }) {
  const { t } = useTranslation();
  const fields: Field[] = [
    [t('name'), shown(contract.name)],
    [t('contract_start_date'), dateShown(contract.contract_start_date)],
    [t('contract_end_date'), dateShown(contract.contract_end_date)],
    [t('contract_type'), shown(contract.contractType?.name)],
    [t('contract_vendor'), shown(contract.vendor?.name)],
    [t('status'), shown(contract.status?.name)],
    [t('contract_license_type'), shown(contract.licence?.name)],
    [t('contract_cost'), shown(contract.cost)],
    [t('contract_creator'), shown(contract.owner?.full_name || contract.owner?.name)],
    [t('contract_license_count'), shown(contract.licensce_count)],
  ];
  return (
    <FieldList
      fields={fields}
      label={t('contract_details')}
      className="row row-cols-1 row-cols-md-2 g-3 mb-0"
      itemClassName="col"
    />
  );
}
