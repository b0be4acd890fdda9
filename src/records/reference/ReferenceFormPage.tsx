import type { ComponentType } from 'react';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { TitledCard } from '@/ui/TitledCard';
import { ReferenceForm, type ReferenceFormKind } from './ReferenceForm';

export interface ReferenceFormPageProps<TRecord, V extends FormikValues> extends ScreenProps {
  /** Prefix of the card's ids, e.g. 'sd-asset-type'. */
  id: string;
  kind: ReferenceFormKind<TRecord, V>;
  /** The form's fields, told the id of the record edited (none on create). */
  Fields: ComponentType<{ recordId?: number }>;
}

/** The record id a path segment names, or undefined when it cannot be one. */
export function recordIdOf(segment: string): number | undefined {
  const id = /^\d+$/.test(segment) ? Number(segment) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A reference record's create page, or its edit page when the path names an id: the title, a
 * link back to the list, the form. An id that cannot be one is the not-found page.
 */
export function ReferenceFormPage<TRecord, V extends FormikValues>({
  id,
  kind,
  Fields,
  params,
}: ReferenceFormPageProps<TRecord, V>) {
  const { t } = useTranslation();
  const recordId = params.id === undefined ? undefined : recordIdOf(params.id);
  if (params.id !== undefined && recordId === undefined) return <NotFound />;
  return (
    <TitledCard
      id={`${id}-form`}
      title={t(recordId === undefined ? kind.labels.create : kind.labels.edit)}
      actions={
        <Link to={kind.listPath} className="btn btn-sm btn-outline-secondary">
          {t('back_to_list')}
        </Link>
      }
    >
      <ReferenceForm key={recordId ?? 'create'} kind={kind} recordId={recordId}>
        <Fields recordId={recordId} />
      </ReferenceForm>
    </TitledCard>
  );
}
