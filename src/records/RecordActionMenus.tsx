import { useTranslation } from 'react-i18next';
import { ActionMenu, type ActionItem } from '@/ui/ActionMenu';

interface RecordActionMenusProps {
  /** Prefix of the menus' ids, e.g. 'sd-release' gives 'sd-release-more-menu'. */
  id: string;
  /** The Planning menu's entries; the record has no such menu without them. */
  planning?: ActionItem[];
  associate: ActionItem[];
  /** The More menu: edit, delete, then `more`. */
  edit: { shown: boolean; to: string };
  remove: { shown: boolean; onSelect(): void };
  more?: ActionItem[];
}

/** The Planning, Associate and More menus of a record's page; each entry only when its flag allows it. */
export function RecordActionMenus({ id, planning, associate, edit, remove, more = [] }: RecordActionMenusProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
      {planning && <ActionMenu id={`${id}-planning-menu`} label={t('planning')} items={planning} />}
      <ActionMenu id={`${id}-associate-menu`} label={t('associate')} items={associate} />
      <ActionMenu
        id={`${id}-more-menu`}
        label={t('more')}
        items={[{ key: 'edit', label: t('edit'), ...edit }, { key: 'delete', label: t('delete'), ...remove }, ...more]}
      />
    </div>
  );
}
