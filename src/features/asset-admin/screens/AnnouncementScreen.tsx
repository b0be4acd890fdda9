import { useTranslation } from 'react-i18next';
import { AnnouncementForm } from '../announcements/AnnouncementForm';
import { TitledCard } from '@/ui/TitledCard';

/** /service-desk/announcement/settings: send an announcement to a department or an organization. */
export default function AnnouncementScreen() {
  const { t } = useTranslation();
  return (
    <TitledCard id="sd-announcement" title={t('announcement')}>
      <AnnouncementForm />
    </TitledCard>
  );
}
