import { render, screen, within } from '@testing-library/react';
import {
  ChangeCustomFieldValues,
  ChangeTypePropertiesCard,
  type ChangeCustomField,
} from '@/features/changes/customFields';

const FIELDS: ChangeCustomField[] = [
  { id: 1, label: 'Vendor reference', type: 'text', value: 'MS-1234', change_type_id: null },
  { id: 2, label: 'Affected services', type: 'checkbox', value: ['Email', 'VPN'], change_type_id: null },
  { id: 3, label: 'Planned date', type: 'date', value: '2026-03-05', change_type_id: null },
  { id: 4, label: 'Risk level', type: 'select', value: null, change_type_id: null },
  { id: 5, label: 'Notes', type: 'textarea', value: '  ', change_type_id: null },
  { id: 6, label: 'Outage window', type: 'select', value: 'Weekend', change_type_id: 3 },
  { id: 7, label: 'Communication sent', type: 'radio', value: null, change_type_id: 3 },
  { id: 8, label: 'Emergency approver', type: 'text', value: 'Ada', change_type_id: 4 },
];

function rows(container: HTMLElement) {
  return Array.from(container.querySelectorAll('dt')).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
}

describe('ChangeCustomFieldValues', () => {
  it('shows label and value of the change form fields that have a value: lists joined, dates formatted', () => {
    const { container } = render(<ChangeCustomFieldValues fields={FIELDS} />);
    expect(rows(container)).toEqual([
      ['Vendor reference', 'MS-1234'],
      ['Affected services', 'Email, VPN'],
      ['Planned date', 'Mar 5, 2026'],
    ]);
    expect(screen.queryByText('Outage window')).toBeNull();
  });

  it('renders nothing when no field has a value', () => {
    const { container } = render(<ChangeCustomFieldValues fields={[FIELDS[3], FIELDS[5]]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ChangeTypePropertiesCard', () => {
  it('is a card titled with the change type name listing that type’s fields with a value', () => {
    render(<ChangeTypePropertiesCard changeType={{ id: 3, name: 'Major' }} fields={FIELDS} />);
    const card = screen.getByRole('region', { name: 'Major' });
    expect(within(card).getByRole('heading', { name: 'Major' })).toBeInTheDocument();
    expect(rows(card)).toEqual([['Outage window', 'Weekend']]);
    expect(within(card).queryByText('Emergency approver')).toBeNull();
    expect(within(card).queryByText('Vendor reference')).toBeNull();
  });

  it('renders nothing without a change type or without properties of it', () => {
    const { container, rerender } = render(<ChangeTypePropertiesCard changeType={null} fields={FIELDS} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ChangeTypePropertiesCard changeType={{ id: 1, name: 'Minor' }} fields={FIELDS} />);
    expect(container).toBeEmptyDOMElement();
  });
});
