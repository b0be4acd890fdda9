import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRecord } from '@/api/changes';
import { hostPaths } from '@/host/hostPaths';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { FieldList, type Field } from '@/ui/FieldList';
import { NameLink } from '@/ui/NameLink';
import { ChangeInfoGrid } from './ChangeInfoGrid';

interface ChangeHeaderProps {
  change: ChangeRecord;
  toolbar: ReactNode;
  /** The change form's custom fields, shown in the info grid. */
  customFields?: ReactNode;
}

/** The header card: subject (cut to 50), toolbar, summary band (requester, status, change type), info grid. */
export function ChangeHeader({ change, toolbar, customFields }: ChangeHeaderProps) {
  const { t } = useTranslation();
  const requester = change.requester?.full_name?.trim() || change.requester?.email?.trim();
  const band: Field[] = [
    [
      t('requester'),
      // The band's tinted background needs the darker link colour for contrast.
      <NameLink of={change.requester} name={requester} path={hostPaths.user} className="link-body-emphasis" />,
    ],
    [t('status'), change.status?.name || '--'],
    [t('change_type'), change.change_type?.name || '--'],
  ];
  return (
    <RecordHeaderCard id="sd-change-view" subject={change.subject} identifier={change.identifier} actions={toolbar}>
      <div className="card-body bg-body-tertiary py-2">
        <FieldList
          fields={band}
          className="row mb-0"
          itemClassName="col-sm-4"
          valueClassName="mb-0 fw-semibold"
          label={t('change_summary')}
        />
      </div>
      <ChangeInfoGrid change={change} customFields={customFields} />
    </RecordHeaderCard>
  );
}
