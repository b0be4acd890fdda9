import { useTranslation } from 'react-i18next';
import { usePluginContext } from '@/host/PluginContext';
import { carryToNextPage } from '@/ui/carriedMessage';
import { DELAY_MS } from '@/ui/constants';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Link } from '@/ui/Link';
import { TitledCard } from '@/ui/TitledCard';
import { ReleaseForm } from '../form/ReleaseForm';
import { releasePaths } from '../paths';
import { withRecordIdParam } from '@/records/withRecordIdParam';

/**
 * /service-desk/releases/create and /service-desk/releases/{id}/edit: titled by the path; editing
 * offers the release's page. After a save the page goes to the release list 3 seconds later
 * (the form does so itself after a create).
 */
export default withRecordIdParam(function ReleaseFormScreen({ recordId: releaseId }) {
  const { t } = useTranslation();
  const { navigate } = usePluginContext();
  const { schedule } = useTimeout();
  const isEdit = releaseId !== undefined;

  const saved = (message: string) => {
    if (!isEdit) return;
    schedule(() => {
      carryToNextPage(message);
      navigate(releasePaths.list);
    }, DELAY_MS.redirectAfterCreate);
  };

  return (
    <TitledCard
      id="sd-release-form"
      title={isEdit ? t('release_edit') : t('release_create')}
      actions={
        <Link
          to={isEdit ? releasePaths.show(releaseId) : releasePaths.list}
          className="btn btn-sm btn-outline-secondary"
        >
          {isEdit ? t('release_view') : t('release_back_to_list')}
        </Link>
      }
    >
      <ReleaseForm key={releaseId ?? 'create'} releaseId={releaseId} onSaved={saved} />
    </TitledCard>
  );
});
