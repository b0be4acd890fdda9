import { waitFor } from '@testing-library/react';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, onScreen, retype, rowDeletion } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import { ContractTypeFormScreen, ContractTypeListScreen } from './contractTypeScreens';
import { LicenseTypeFormScreen, LicenseTypeListScreen } from './licenseTypeScreens';
import { ProcurementFormScreen, ProcurementListScreen } from './procurementScreens';

jest.setTimeout(30_000);

afterEach(() => forgetCarriedMessage());

const API = '/service-desk/api';
const ROW = { id: 2, name: 'Lease', created_at: '2024-01-01 10:00:00', updated_at: '2024-01-01 10:00:00' };

const KINDS = [
  [
    'procurement mode',
    ProcurementListScreen,
    ProcurementFormScreen,
    'procurement-mode',
    'procurement_modes',
    'procurement_mode',
  ],
  ['contract type', ContractTypeListScreen, ContractTypeFormScreen, 'contract-type', 'contract_types', 'contract_type'],
  ['license type', LicenseTypeListScreen, LicenseTypeFormScreen, 'license-type', 'license_types', 'license_type'],
] as const;

for (const [noun, List, Form, path, listKey, recordKey] of KINDS) {
  describeScreenCalls(`the ${noun} list`, { render: () => renderWithPlugin(<List />) }, [
    { name: 'the list call', call: `get ${API}/${path}-list` },
    {
      name: 'the delete call',
      call: `delete ${API}/${path}/2`,
      arrange: () => serveGet(`${API}/${path}-list`, { data: { [listKey]: [ROW], total: 1 } }),
      ...rowDeletion('Lease'),
      twice: { name: `${noun} delete confirmation`, success: 'Deleted.' },
    },
  ]);

  const render = () => renderWithPlugin(<Form params={{ id: '2' }} />);
  describeScreenCalls(`the ${noun} form`, { render }, [
    { name: 'loading the record', call: `get ${API}/${path}/2` },
    {
      name: 'saving',
      call: `post ${API}/${path}`,
      arrange: () => serveGet(`${API}/${path}/2`, { data: { [recordKey]: ROW } }),
      prepare: retype(/Name/, 'Renamed'),
      submit: onScreen('Save'),
      typed: [{ label: /Name/, value: 'Renamed' }],
      fieldError: { field: 'name', shown: true },
      twice: {
        name: `${noun} form`,
        success: `${noun} updated successfully.`,
        // The contract type goes to its index at once, its message carried there.
        done:
          path === 'contract-type'
            ? () => waitFor(() => expect(carriedMessage()).toBe(`${noun} updated successfully.`))
            : undefined,
      },
    },
  ]);
  describeUnmountWhileLoading([[`${noun} edit form`, render]]);
}
