import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseRecord } from '@/api/releases';
import { displayDateTime } from '@/format/dates';
import { displayPlannedDate } from '@/format/plannedDate';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { Attachment } from '@/ui/Attachment';
import { FieldList, type Field } from '@/ui/FieldList';
import { SafeHtml } from '@/ui/SafeHtml';

/** A zero or '--' planned date shows as '---' on the release's details card. */
const NO_PLANNED_DATE = '---';

interface ReleaseHeaderProps {
  release: ReleaseRecord;
  /** The action menus, shown beside the title. */
  actions?: ReactNode;
}

/** The release's details card: its fields, description and attachment, the action menus beside the title. */
export function ReleaseHeader({ release, actions }: ReleaseHeaderProps) {
  const { t } = useTranslation();
  const fields: Field[] = [
    [t('created_at'), displayDateTime(release.created_at)],
    [t('status'), release.status?.name || '--'],
    [t('release_type'), release.release_type?.name || '--'],
    [t('release_planned_start_date'), displayPlannedDate(release.planned_start_date, NO_PLANNED_DATE)],
    [t('release_planned_end_date'), displayPlannedDate(release.planned_end_date, NO_PLANNED_DATE)],
    [t('priority'), release.priority?.name || '--'],
    [t('identifier'), release.identifier || '--'],
    [t('location'), release.location?.title || release.location?.name || '--'],
  ];
  return (
    <RecordHeaderCard id="sd-release-view" subject={release.subject} identifier={release.identifier} actions={actions}>
      <div className="card-body">
        <FieldList
          fields={fields}
          label={t('release_details')}
          className="row mb-3"
          itemClassName="col-sm-6 col-lg-3 mb-2"
        />
        <h2 className="h6">{t('description')}</h2>
        <SafeHtml html={release.description} className="mb-3" />
        {release.attachment.length > 0 && (
          <div>
            <h2 className="h6">{t('attachment')}</h2>
            {release.attachment.map((file) => (
              <Attachment key={file.id} file={file} owner={`sd_releases:${release.id}`} />
            ))}
          </div>
        )}
      </div>
    </RecordHeaderCard>
  );
}
