import { useTranslation } from 'react-i18next';
import type { ContractPerson, ContractRecord } from '@/api/contracts';
import { displayDateTime } from '@/format/dates';
import { Attachment } from '@/ui/Attachment';
import { FieldList, type Field } from '@/ui/FieldList';
import { SafeHtml } from '@/ui/SafeHtml';

const nameOf = (person: ContractPerson | { name?: string | null } | null | undefined) =>
  (person && ('full_name' in person && person.full_name ? person.full_name : person.name)) || '--';

const textOf = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '--' : String(value);

/**
 * The contract's details (spec: Contract view): dates, type, vendor, status, licence, cost,
 * identifier, creator, approver, licence count, the first user and organization, notify before and
 * to, the description and the attachment with its download link.
 */
export function ContractDetails({ contract }: { contract: ContractRecord }) {
  const { t } = useTranslation();
  const notifyTo = contract.notify_to.map((person) => person.full_name || person.name || person.email).filter(Boolean);
  const fields: Field[] = [
    [t('contract_start_date'), displayDateTime(contract.contract_start_date)],
    [t('contract_expiry_date'), displayDateTime(contract.contract_end_date)],
    [t('contract_type'), nameOf(contract.contractType)],
    [t('contract_vendor'), nameOf(contract.vendor)],
    [t('status'), nameOf(contract.status)],
    [t('contract_license_type'), nameOf(contract.licence)],
    [t('contract_cost'), textOf(contract.cost)],
    [t('identifier'), textOf(contract.identifier)],
    [t('contract_creator'), nameOf(contract.owner)],
    [t('contract_approver'), nameOf(contract.approver)],
    [t('contract_license_count'), textOf(contract.licensce_count)],
    [t('contract_user'), nameOf(contract.user[0])],
    [t('contract_organization'), nameOf(contract.organization[0])],
    [t('contract_notify_before'), textOf(contract.notify_before)],
    [t('contract_notify_to'), notifyTo.length > 0 ? notifyTo.join(', ') : '--'],
  ];
  const attachment = contract.attachment[0];
  return (
    <div className="card-body">
      <FieldList
        fields={fields}
        label={t('contract_details')}
        className="row row-cols-1 row-cols-md-3 g-3 mb-3"
        itemClassName="col"
      />
      <h2 className="h6">{t('description')}</h2>
      <SafeHtml html={contract.description ?? ''} className="mb-3" />
      {attachment && (
        <div>
          <h2 className="h6">{t('attachment')}</h2>
          <Attachment file={attachment} owner={`sd_contracts:${contract.id}`} />
        </div>
      )}
    </div>
  );
}
