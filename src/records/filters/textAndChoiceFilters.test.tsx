import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterPanel } from './FilterPanel';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import type { FilterField } from '@/ui/filters/types';
import { renderWithPlugin } from '@/testing/renderWithPlugin';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'custom_1', label: 'Vendor ref' },
  { kind: 'text', name: 'custom_2', label: 'Downtime', inputType: 'number' },
  { kind: 'choices', name: 'custom_3', label: 'Risk level', choices: ['Low', 'High'] },
];

describe('text and choice filters', () => {
  it('are labelled inputs whose values the panel applies, with extra actions given the draft', async () => {
    const onApply = jest.fn();
    const renderActions = jest.fn(() => <button type="button">Save filter</button>);
    renderWithPlugin(
      <FilterPanel fields={FIELDS} applied={{}} onApply={onApply} onReset={jest.fn()} renderActions={renderActions} />,
    );
    expect(screen.getByRole('button', { name: 'Save filter' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Vendor ref' }), 'MS-1');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Downtime' }), '30');
    expect(screen.getByRole('group', { name: 'Risk level' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'High' }));
    expect(renderActions).toHaveBeenLastCalledWith({ custom_1: 'MS-1', custom_2: '30', custom_3: ['High'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ custom_1: 'MS-1', custom_2: '30', custom_3: undefined });
  });

  it('are sent trimmed, ticked choices as a list, empty ones not at all', () => {
    const values = { a: '  vpn ', b: '   ', c: ['Low', 'High'], d: [] as string[], e: [{ id: 3, name: 'Open' }] };
    expect(toFilterParams(values)).toEqual({ a: 'vpn', c: ['Low', 'High'], e: [3] });
    expect(countActiveFilters(values)).toBe(3);
  });
});
