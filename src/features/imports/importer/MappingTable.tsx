import { useTranslation } from 'react-i18next';
import type { MappingDetails } from '@/api/imports';
import type { ChosenColumns } from './mappingBody';
import { NO_MAPPING } from './limits';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

interface MappingTableProps {
  details: MappingDetails;
  chosen: ChosenColumns;
  onChoose(uuid: string, column: string): void;
}

/**
 * The system attributes against a choice of the file's headers: hidden ones left out, nested
 * ones after an arrow, required ones with a star, each description as a tooltip.
 */
export function MappingTable({ details, chosen, onChoose }: MappingTableProps) {
  const { t } = useTranslation();
  return (
    <table className="table table-sm align-middle" aria-label={t('import_mapping_table')}>
      <ColumnHeaders headers={[t('import_system_attribute'), t('import_file_column')]} />
      <tbody>
        {details.columns_to_import
          .filter((column) => !column.hidden)
          .map((column) => {
            const selectId = `sd-import-map-${column.uuid}`;
            return (
              <tr key={column.uuid}>
                <td>
                  <label htmlFor={selectId} title={column.description} className={column.nested ? 'ps-3' : undefined}>
                    {column.nested && (
                      <span className="me-1" aria-label={t('import_nested')} role="img">
                        ↳
                      </span>
                    )}
                    {column.label}
                    {column.required && (
                      <span className="text-danger ms-1" aria-label={t('import_required')} role="img">
                        *
                      </span>
                    )}
                  </label>
                </td>
                <td>
                  <select
                    id={selectId}
                    className="form-select form-select-sm"
                    title={column.description}
                    aria-required={column.required || undefined}
                    value={chosen[column.uuid] ?? NO_MAPPING}
                    onChange={(event) => onChoose(column.uuid, event.target.value)}
                  >
                    <option value={NO_MAPPING}>{t('import_no_mapping')}</option>
                    {details.csv_headers_for_mapping.map((header) => (
                      <option key={header.id} value={String(header.id)}>
                        {header.name}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
      </tbody>
    </table>
  );
}
