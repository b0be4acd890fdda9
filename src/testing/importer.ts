import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MappingDetails } from '@/api/imports';
import { serveLookup } from './serve';

/** What the importer tests upload and map: a laptop import file with three headers. */
export const MAPPING: MappingDetails = {
  columns_to_import: [
    {
      uuid: 'id',
      label: 'Id',
      type: 'text',
      required: false,
      hidden: true,
      nested: false,
      description: 'Given by the system.',
      mapped_to: 'No mapping',
    },
    {
      uuid: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      hidden: false,
      nested: false,
      description: 'The name of the asset.',
      mapped_to: 0,
    },
    {
      uuid: 'identifier',
      label: 'Identifier',
      type: 'text',
      required: true,
      hidden: false,
      nested: false,
      description: 'Unique per asset.',
      mapped_to: 1,
    },
    {
      uuid: 'assigned_on',
      label: 'Assigned on',
      type: 'date',
      required: false,
      hidden: false,
      nested: false,
      description: 'The date it was assigned.',
      mapped_to: 'No mapping',
    },
    {
      uuid: 'custom_3',
      label: 'Serial number',
      type: 'text',
      required: false,
      hidden: false,
      nested: true,
      description: 'Custom field "Serial number".',
      mapped_to: 'No mapping',
    },
  ],
  csv_headers_for_mapping: [
    { id: 0, name: 'Name' },
    { id: 1, name: 'Identifier' },
    { id: 2, name: 'Assigned' },
  ],
  handle_date_field: true,
};

export function serveTypes() {
  return serveLookup('/service-desk/api/dependency/asset_types', [
    { id: 4, name: 'Laptop' },
    { id: 5, name: 'Printer' },
  ]);
}

export async function chooseLaptop(user: UserEvent) {
  await screen.findByRole('option', { name: 'Laptop' });
  await user.selectOptions(screen.getByRole('combobox', { name: /Asset type/ }), 'Laptop');
}
