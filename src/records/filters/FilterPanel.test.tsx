import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import FilterPanelDefault, { FilterPanel } from './FilterPanel';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterField, FilterValues } from '@/ui/filters/types';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveLookup } from '@/testing/serve';

const FIELDS: FilterField[] = [
  { kind: 'lookup', name: 'dept_ids', label: 'Departments', dependency: 'departments' },
  { kind: 'lookup', name: 'impact_ids', label: 'Impacts', dependency: 'impacts' },
  { kind: 'lookup', name: 'status_ids', label: 'Statuses', dependency: 'statuses' },
  { kind: 'dateRange', name: 'created_at', label: 'Created at' },
];

const answerDepartments = () =>
  serveLookup('/api/dependency/departments', [
    { id: 1, name: 'Support' },
    { id: 2, name: 'Network' },
  ]);
/** A screen that keeps what was applied, as the list screens do. */
function Screen({
  onApply,
  onReset,
  initial = {},
}: {
  onApply: jest.Mock;
  onReset: jest.Mock;
  initial?: FilterValues;
}) {
  const [applied, setApplied] = useState<FilterValues>(initial);
  return (
    <FilterPanel
      fields={FIELDS}
      applied={applied}
      onApply={(values) => {
        onApply(values);
        setApplied(values);
      }}
      onReset={() => {
        onReset();
        setApplied({});
      }}
    />
  );
}

const departments = () => screen.getByRole('combobox', { name: 'Departments' });

/** The panel's screen with the departments served; onApply records what is applied. */
function renderScreen() {
  answerDepartments();
  const onApply = jest.fn();
  renderWithPlugin(<Screen onApply={onApply} onReset={jest.fn()} />);
  return { user: userEvent.setup(), onApply };
}

describe('FilterPanel', () => {
  it('is a form named Filter (or its title) with the boxes three per row', () => {
    const { unmount } = renderWithPlugin(<Screen onApply={jest.fn()} onReset={jest.fn()} />);

    const form = screen.getByRole('form', { name: 'Filter' });
    const grid = departments().closest('.row');
    expect(grid).toHaveClass('row', 'row-cols-1', 'row-cols-md-3');
    expect(form).toContainElement(grid as HTMLElement);
    expect(Array.from(grid!.children).map((box) => box.className)).toEqual(['col', 'col', 'col', 'col']);
    expect(within(grid as HTMLElement).getByRole('group', { name: 'Created at' })).toBeInTheDocument();
    unmount();

    renderWithPlugin(
      <FilterPanelDefault
        fields={FIELDS}
        applied={{}}
        onApply={jest.fn()}
        onReset={jest.fn()}
        title="Filter problems"
      />,
    );
    expect(screen.getByRole('form', { name: 'Filter problems' })).toBeInTheDocument();
  });

  it('keeps changes as a draft until Apply is pressed', async () => {
    const { user, onApply } = renderScreen();

    await user.click(departments());
    await user.click(await screen.findByRole('option', { name: 'Network' }));
    expect(screen.getByRole('button', { name: 'Remove Network' })).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const applied: FilterValues = onApply.mock.lastCall[0];
    expect(applied).toEqual({ dept_ids: [{ id: 2, name: 'Network' }] });
    expect(toFilterParams(applied)).toEqual({ dept_ids: [2] });
  });

  it('applies on Enter, but Enter on an active option picks it instead', async () => {
    const { user, onApply } = renderScreen();

    await user.click(departments());
    await screen.findByRole('option', { name: 'Support' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Support' })).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await user.keyboard('{Escape}{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({ dept_ids: [{ id: 1, name: 'Support' }] });
  });

  it('Reset clears the draft, the date range included, and tells the screen', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    const onReset = jest.fn();
    renderWithPlugin(
      <Screen
        onApply={onApply}
        onReset={onReset}
        initial={{
          dept_ids: [{ id: 1, name: 'Support' }],
          created_at: { from: new Date(2026, 0, 5), to: new Date(2026, 0, 6, 23, 30) },
        }}
      />,
    );
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue('2026-01-05');
    expect(screen.getByRole('button', { name: 'Remove Support' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Remove Support' })).not.toBeInTheDocument();
    expect(from).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(toFilterParams(onApply.mock.lastCall[0])).toEqual({});
  });

  it('takes new applied values from the screen as the draft', () => {
    const { rerender } = renderWithPlugin(
      <FilterPanel fields={FIELDS} applied={{}} onApply={jest.fn()} onReset={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    rerender(
      <FilterPanel
        fields={FIELDS}
        applied={{ impact_ids: [{ id: 5, name: 'High' }] }}
        onApply={jest.fn()}
        onReset={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove High' })).toBeInTheDocument();
  });
});
