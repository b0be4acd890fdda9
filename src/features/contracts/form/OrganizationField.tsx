import { useQuery } from '@tanstack/react-query';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { contractQueries } from '@/api/contracts';
import type { Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { Loader } from '@/ui/Loader';

/**
 * The organizations of the chosen user (user-organization/{userId}), ticked to attach them. Shown
 * once a user is chosen; hidden when the user's organizations cannot be read.
 */
export function OrganizationField({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [field, , helpers] = useField<Option[]>('organizations');
  const organizations = useQuery(contractQueries.userOrganizations(http, userId));
  if (organizations.isPending) return <Loader />;
  if (organizations.isError || organizations.data.length === 0) return null;

  const chosen = new Set(field.value.map((option) => option.id));
  const toggle = (organization: Option, checked: boolean) =>
    void helpers.setValue(
      checked ? [...field.value, organization] : field.value.filter((option) => option.id !== organization.id),
    );
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('contract_organization')}</legend>
      {organizations.data.map((organization) => (
        <div className="form-check" key={organization.id}>
          <input
            id={`sd-contract-organization-${organization.id}`}
            type="checkbox"
            className="form-check-input"
            checked={chosen.has(organization.id)}
            onChange={(event) => toggle(organization, event.target.checked)}
          />
          <label htmlFor={`sd-contract-organization-${organization.id}`} className="form-check-label">
            {organization.name}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
