import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { permissionQueries } from '@/api/permissions';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { PermissionCheckboxes } from './PermissionCheckboxes';

export interface AgentPermissionsBoxProps {
  /** The agent being edited; their granted permissions are loaded when no value is given. */
  agentId?: number;
  /** The checked permission ids when the host keeps them. */
  value?: number[];
  /** Called with every new set of checked permission ids (the host saves them with its form). */
  onChange?(permissionIds: number[]): void;
}

/** The service-desk permissions box of the agent permission page. */
export function AgentPermissionsBox({ agentId, value, onChange }: AgentPermissionsBoxProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useQuery(permissionQueries.list(http, { userId: value === undefined ? agentId : undefined }));
  const [own, setOwn] = useState<number[] | null>(null);
  const selected = value ?? own ?? list.data?.grantedIds ?? [];

  if (list.isPending) return <Loader />;
  if (list.isError) {
    return <AlertArea area="permissions" alert={{ kind: 'danger', text: errorMessage(list.error) }} />;
  }
  return (
    <div className="sd-agent-permissions">
      <PermissionCheckboxes
        legend={t('ts_service_desk_permissions')}
        permissions={list.data.permissions}
        selected={selected}
        scroll
        onChange={(next) => {
          setOwn(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}
