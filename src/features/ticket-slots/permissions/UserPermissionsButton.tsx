import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { permissionMutations, permissionQueries } from '@/api/permissions';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { DialogActions } from '@/ui/DialogActions';
import { Loader } from '@/ui/Loader';
import { PermissionCheckboxes } from './PermissionCheckboxes';

export interface UserPermissionsButtonProps {
  userId: number;
}

/**
 * The user view's update-permissions button: an 800 px dialog listing the permissions of the user
 * role, the user's own checked, saved with the attach-permissions call. Errors stay in the dialog.
 */
export function UserPermissionsButton({ userId }: UserPermissionsButtonProps) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const { alert, showSuccess, clear } = useAlert();
  return (
    <div className="sd-user-permissions">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => {
          clear();
          setShow(true);
        }}
      >
        {t('ts_update_permissions')}
      </button>
      <div className="mt-2">
        <AlertArea area="user view" alert={alert} onDismiss={clear} />
      </div>
      <Dialog
        show={show}
        width={DIALOG_WIDTH.permissions}
        title={t('ts_update_permissions')}
        onClose={() => setShow(false)}
      >
        {show && (
          <UserPermissionsForm
            userId={userId}
            onCancel={() => setShow(false)}
            onSaved={(message) => {
              setShow(false);
              showSuccess(message);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function UserPermissionsForm({
  userId,
  onCancel,
  onSaved,
}: {
  userId: number;
  onCancel(): void;
  onSaved(message: string): void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useQuery(permissionQueries.list(http, { role: 'user', userId }));
  const save = useMutation(permissionMutations.saveForUser(http, userId));
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (list.isPending) return <Loader />;
  if (list.isError) return <AlertArea area="user view" alert={{ kind: 'danger', text: errorMessage(list.error) }} />;

  const available = new Set(list.data.permissions.map((permission) => permission.id));
  const selected = chosen ?? list.data.grantedIds.filter((id) => available.has(id));

  const submit = () => {
    setFailure(null);
    save.mutate(selected, {
      onSuccess: onSaved,
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AlertArea area="user view" alert={failure ? { kind: 'danger', text: failure } : null} />
      <PermissionCheckboxes
        legend={t('ts_permissions_of_user_role')}
        permissions={list.data.permissions}
        selected={selected}
        onChange={setChosen}
        disabled={save.isPending}
      />
      <div className="d-flex justify-content-end gap-2 mt-3">
        <DialogActions busy={save.isPending} onCancel={onCancel} submitLabel={t('save')} />
      </div>
    </form>
  );
}
