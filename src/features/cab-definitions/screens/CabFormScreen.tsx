import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { TitledCard } from '@/ui/TitledCard';
import { CabForm } from '../form/CabForm';
import { cabDefinitionPaths } from '../paths';
import { recordIdOf } from './recordId';

/** /service-desk/cab/create and /service-desk/cab/{id}/edit. */
export default function CabFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const cabId = params.id === undefined ? undefined : recordIdOf(params.id);
  if (params.id !== undefined && cabId === undefined) return <NotFound />;
  return (
    <TitledCard
      id="sd-cab-form"
      title={t(cabId === undefined ? 'cab_create' : 'cab_edit')}
      actions={
        <Link to={cabDefinitionPaths.list} className="btn btn-sm btn-outline-secondary">
          {t('cab_back_to_list')}
        </Link>
      }
    >
      <CabForm key={cabId ?? 'create'} cabId={cabId} />
    </TitledCard>
  );
}
