import { useState } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cabDefinitionMutations } from '@/api/cab-definitions';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { CabLevelFields } from './CabLevelFields';
import { newLevel, type CabFormValues } from './schema';

/** A stored level the user asked to delete: where it stands in the form, and what it is called. */
interface LevelToDelete {
  index: number;
  id: number;
  name: string;
}

/**
 * The CAB's levels in order: a level is appended with the next order and match all; a level can
 * be deleted while another one is left. A level added in this form goes at once; a stored one is
 * deleted on the server, so only after a confirmation that names it.
 */
export function CabLevelList() {
  const { t } = useTranslation();
  const http = useHttp();
  const { values } = useFormikContext<CabFormValues>();
  const levelDeletion = useMutation(cabDefinitionMutations.removeLevel(http));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [toDelete, setToDelete] = useState<LevelToDelete | null>(null);
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
                if (level.id === undefined) remove(index);
                else
                  setToDelete({
                    index,
                    id: level.id,
                    name: level.name.trim() || t('cab_level_n', { order: index + 1 }),
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
            <ConfirmDialog
              show={toDelete !== null}
              busy={levelDeletion.isPending}
              title={t('cab_delete_level_title')}
              message={t('cab_delete_level_confirm', { name: toDelete?.name ?? '' })}
              confirmLabel={t('delete')}
              onCancel={() => setToDelete(null)}
              onConfirm={() => {
                if (!toDelete) return;
                levelDeletion.mutate(toDelete.id, {
                  onSuccess: (message) => {
                    remove(toDelete.index);
                    showSuccess(message);
                  },
                  onError: showError,
                  onSettled: () => setToDelete(null),
                });
              }}
            />
          </>
        )}
      </FieldArray>
    </section>
  );
}
