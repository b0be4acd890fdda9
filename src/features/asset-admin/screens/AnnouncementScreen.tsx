import { useTranslation } from 'react-i18next';
import { AnnouncementForm } from '../announcements/AnnouncementForm';
import { AdminCard } from './AdminCard';

/** /service-desk/announcement/settings: send an announcement to a department or an organization. */
export default function AnnouncementScreen() {
  const { t } = useTranslation();
  return (
    <AdminCard id="sd-announcement" title={t('announcement')}>
      <AnnouncementForm />
    </AdminCard>
  );
}
