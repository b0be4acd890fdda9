import { FieldArray, useFormikContext } from 'formik';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cabDefinitionMutations } from '@/api/cab-definitions';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { CabLevelFields } from './CabLevelFields';
import { newLevel, type CabFormValues } from './schema';

/**
 * The CAB's levels in order: a level is appended with the next order and match all; a level can
 * be deleted while another one is left, a stored one on the server at once.
 */
export function CabLevelList() {
  const { t } = useTranslation();
  const http = useHttp();
  const { values } = useFormikContext<CabFormValues>();
  const levelDeletion = useMutation(cabDefinitionMutations.removeLevel(http));
  const { alert, showSuccess, showError, clear } = useAlert();
  const deletable = values.levels.length > 1;

  return (
    <section aria-labelledby="sd-cab-levels-title" className="mb-3">
      <h2 id="sd-cab-levels-title" className="h5">
        {t('cab_levels')}
      </h2>
      <AlertArea area="cab-levels" alert={alert} onDismiss={clear} />
      <FieldArray name="levels">
        {({ push, remove }) => (
          <>
            {values.levels.map((level, index) => {
              const onDelete = () => {
                clear();
                if (level.id === undefined) return remove(index);
                levelDeletion.mutate(level.id, {
                  onSuccess: (message) => {
                    remove(index);
                    showSuccess(message);
                  },
                  onError: showError,
                });
              };
              return (
                <CabLevelFields
                  key={level.id ?? `new-${index}`}
                  index={index}
                  onDelete={deletable ? onDelete : undefined}
                  deleting={levelDeletion.isPending}
                />
              );
            })}
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => push(newLevel())}>
              {t('cab_add_level')}
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
