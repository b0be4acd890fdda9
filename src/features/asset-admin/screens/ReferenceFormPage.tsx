import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { TitledCard } from '@/ui/TitledCard';

export interface ReferenceFormPageProps extends ScreenProps {
  /** Prefix of the card's ids, e.g. 'sd-asset-type'. */
  id: string;
  titles: { create: string; edit: string };
  listPath: string;
  /** The form: editing the record `recordId`, or creating one when it is undefined. */
  children(recordId: number | undefined): ReactNode;
}

function recordIdOf(segment: string): number | undefined {
  const id = /^\d+$/.test(segment) ? Number(segment) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A reference record's create page, or its edit page when the path names an id: the title, a
 * link back to the list, the form. An id that cannot be one is the not-found page.
 */
export function ReferenceFormPage({ id, titles, listPath, params, children }: ReferenceFormPageProps) {
  const { t } = useTranslation();
  const recordId = params.id === undefined ? undefined : recordIdOf(params.id);
  if (params.id !== undefined && recordId === undefined) return <NotFound />;
  return (
    <TitledCard
      id={`${id}-form`}
      title={recordId === undefined ? titles.create : titles.edit}
      actions={
        <Link to={listPath} className="btn btn-sm btn-outline-secondary">
          {t('back_to_list')}
        </Link>
      }
    >
      {children(recordId)}
    </TitledCard>
  );
}
