import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityDurationDialog } from './ActivityDurationDialog';
import { renderWithPlugin } from '@/testing/renderWithPlugin';

function renderDialog() {
  const onSubmit = jest.fn(async () => 'Activity duration updated successfully.');
  renderWithPlugin(
    <ActivityDurationDialog show current={125} onClose={jest.fn()} onSubmit={onSubmit} onDone={jest.fn()} />,
  );
  return { onSubmit, input: screen.getByLabelText('Time (minutes)') };
}

describe('the activity duration refuses what is not a whole number of minutes', () => {
  it.each(['1.5', '-3', '2e3'])('%s: a message on the field, the value kept, nothing sent', async (typed) => {
    const { onSubmit, input } = renderDialog();
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a whole number of minutes.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(Number(typed));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('text the browser cannot read as a number is not called missing', async () => {
    const { onSubmit, input } = renderDialog();
    // "1e": the browser keeps the text but reports an empty value and a bad input.
    await userEvent.type(input, '1');
    Object.defineProperty(input, 'validity', { value: { badInput: true }, configurable: true });
    await userEvent.type(input, 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a whole number of minutes.')).toBeInTheDocument();
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a whole number is sent as minutes', async () => {
    const { onSubmit, input } = renderDialog();
    await userEvent.type(input, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith(90);
  });
});
