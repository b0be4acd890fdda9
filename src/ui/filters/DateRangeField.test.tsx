import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dateRangeParam } from '@/format/dates';
import { DateRangeField } from './DateRangeField';
import { toFilterParams } from './toFilterParams';
import type { DateRange } from './types';
import { renderWithPlugin } from '@/testing/renderWithPlugin';

function Harness({
  initial = null,
  onChange,
}: {
  initial?: DateRange | null;
  onChange: (value: DateRange | null) => void;
}) {
  const [value, setValue] = useState<DateRange | null>(initial);
  return (
    <DateRangeField
      id="created"
      label="Created at"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const group = () => screen.getByRole('group', { name: 'Created at' });
const fromDate = () => within(group()).getByRole('textbox', { name: 'From' });
const toDate = () => within(group()).getByRole('textbox', { name: 'To' });
const fromTime = () => within(group()).getByRole('combobox', { name: 'From time' });
const toTime = () => within(group()).getByRole('combobox', { name: 'To time' });

async function typeDate(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.keyboard('{Escape}');
}

describe('DateRangeField', () => {
  it('offers the 48 half-hour times, from 00:00 by default and to 23:30 by default', () => {
    renderWithPlugin(<Harness onChange={jest.fn()} />);

    for (const select of [fromTime(), toTime()]) {
      const choices = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(choices).toHaveLength(48);
      expect(choices[0]).toBe('00:00');
      expect(choices[1]).toBe('00:30');
      expect(choices[47]).toBe('23:30');
    }
    expect(fromTime()).toHaveValue('00:00');
    expect(toTime()).toHaveValue('23:30');
  });

  it('reports the range once both dates are set, with the chosen times', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithPlugin(<Harness onChange={onChange} />);

    await typeDate(user, fromDate(), '2026-01-05');
    expect(onChange).not.toHaveBeenCalled();
    await typeDate(user, toDate(), '2026-01-06');

    const range: DateRange = onChange.mock.lastCall[0];
    expect(range.from).toEqual(new Date(2026, 0, 5, 0, 0));
    expect(range.to).toEqual(new Date(2026, 0, 6, 23, 30));
    expect(dateRangeParam(range.from, range.to)).toBe('2026-01-05+00:00:00~2026-01-06+23:30:00');
    expect(toFilterParams({ created_at: range })).toEqual({ created_at: '2026-01-05+00:00:00~2026-01-06+23:30:00' });
    expect(fromDate()).toHaveValue('2026-01-05');

    await user.selectOptions(fromTime(), '09:30');
    expect(dateRangeParam(onChange.mock.lastCall[0].from, onChange.mock.lastCall[0].to)).toBe(
      '2026-01-05+09:30:00~2026-01-06+23:30:00',
    );
  });

  it('says the end must be after the start and does not report such a range', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithPlugin(<Harness onChange={onChange} />);

    await typeDate(user, fromDate(), '2026-01-06');
    await typeDate(user, toDate(), '2026-01-05');
    expect(screen.getByRole('alert')).toHaveTextContent('The end must be after the start.');
    expect(fromDate()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await typeDate(user, toDate(), '2026-01-06');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);

    // Same day, but the end time before the start time: the reported range is withdrawn.
    await user.selectOptions(fromTime(), '10:00');
    await user.selectOptions(toTime(), '09:30');
    expect(screen.getByRole('alert')).toHaveTextContent('The end must be after the start.');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a given range and clears it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithPlugin(
      <Harness initial={{ from: new Date(2026, 2, 1, 8, 0), to: new Date(2026, 2, 2, 17, 30) }} onChange={onChange} />,
    );

    expect(fromDate()).toHaveValue('2026-03-01');
    expect(fromTime()).toHaveValue('08:00');
    expect(toDate()).toHaveValue('2026-03-02');
    expect(toTime()).toHaveValue('17:30');

    await user.click(screen.getByRole('button', { name: 'Clear Created at' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(fromDate()).toHaveValue('');
    expect(toDate()).toHaveValue('');
    expect(fromTime()).toHaveValue('00:00');
    expect(toTime()).toHaveValue('23:30');
  });
});
