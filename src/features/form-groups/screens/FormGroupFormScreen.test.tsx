import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderSaving, choose, errorOf, REQUIRED, setUpFormTests, refuseSave } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet, serveLookup } from '@/testing/serve';
import { FORM_GROUP_MESSAGES } from '../form/schema';
import FormGroupFormScreen from './FormGroupFormScreen';

setUpFormTests({ lookups: false, timeoutMs: 30_000 });

const API = '/service-desk/api';
type Queries = Pick<typeof screen, 'getByRole'>;
const textbox = (name: string | RegExp, scope: Queries = screen) => scope.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });
const fieldItem = (number: number) =>
  within(screen.getByRole('heading', { name: `Field ${number}` }).closest('li') as HTMLElement);
const bodyOf = (post: { body: string }) => JSON.parse(post.body) as unknown;

async function addSelectField(user: UserEvent, number: number, label: string, options: string[]) {
  const item = fieldItem(number);
  await user.type(textbox('Label', item), label);
  await user.selectOptions(item.getByRole('combobox', { name: 'Type' }), 'select');
  for (const [index, option] of options.entries()) {
    await user.click(item.getByRole('button', { name: 'Add option' }));
    await user.type(textbox(`Option ${index + 1}`, item), option);
  }
}

describe('the form group form', () => {
  it('creates a change group: name, types and ordered fields sent as JSON, then the list 3 seconds later', async () => {
    serveLookup(`${API}/dependency/change_types`, [{ id: 3, name: 'Major' }]);
    const { user, posts, navigateToUrl } = renderSaving(
      <FormGroupFormScreen category="change" params={{}} />,
      'post-form-group/change',
      { message: 'Form group created successfully.', data: { id: 4 } },
    );
    expect(screen.getByRole('heading', { name: 'New change form group' })).toBeInTheDocument();
    await user.type(textbox(/Name/), ' Rollout ');
    await choose(user, 'Change types', 'Major');
    await user.type(textbox('Label', fieldItem(1)), 'Owner');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await addSelectField(user, 2, 'Wave', ['Pilot', 'Wave 1']);
    await user.click(fieldItem(2).getByRole('checkbox', { name: 'Required' }));

    // Moved up by keyboard: the button keeps the focus where it still can be pressed.
    fieldItem(2).getByRole('button', { name: 'Move Wave up' }).focus();
    await user.keyboard('{Enter}');
    expect(fieldItem(1).getByRole('textbox', { name: 'Label' })).toHaveValue('Wave');
    expect(document.activeElement).toBe(fieldItem(1).getByRole('button', { name: 'Move Wave down' }));

    await user.click(save());
    await screen.findByText('Form group created successfully.');
    expect(bodyOf(posts[0])).toEqual({
      name: 'Rollout',
      change_type_ids: [3],
      fields: [
        { label: 'Wave', type: 'select', required: true, options: ['Pilot', 'Wave 1'] },
        { label: 'Owner', type: 'text', required: false, options: [] },
      ],
    });
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/form-group/change'), {
      timeout: 5000,
    });
  });

  it('says what is missing and sends nothing', async () => {
    serveLookup(`${API}/dependency/asset_types`, []);
    const { user, posts } = renderSaving(
      <FormGroupFormScreen category="asset" params={{}} />,
      'post-form-group/asset',
      { message: 'Saved.' },
    );
    await addSelectField(user, 1, 'Tier', ['Gold', ' gold ']);
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.selectOptions(fieldItem(2).getByRole('combobox', { name: 'Type' }), 'radio');
    await user.click(save());
    await waitFor(() => expect(errorOf(textbox(/Name/))).toBe(REQUIRED));
    expect(errorOf(screen.getByRole('combobox', { name: /Asset types/ }))).toBe(REQUIRED);
    expect(fieldItem(1).getByText(FORM_GROUP_MESSAGES.duplicateOption)).toBeInTheDocument();
    expect(errorOf(textbox('Label', fieldItem(2)))).toBe(REQUIRED);
    expect(fieldItem(2).getByText(FORM_GROUP_MESSAGES.optionsRequired)).toBeInTheDocument();
    expect(FORM_GROUP_MESSAGES).toEqual({
      fieldsRequired: 'Add at least one field.',
      optionsRequired: 'Add at least one option.',
      duplicateOption: 'Each option must be different.',
    });

    await user.click(fieldItem(2).getByRole('button', { name: 'Remove Field 2' }));
    await user.click(fieldItem(1).getByRole('button', { name: 'Remove Tier' }));
    await user.click(save());
    expect(await screen.findByText(FORM_GROUP_MESSAGES.fieldsRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('shows the server field errors on their fields, options included', async () => {
    const user = userEvent.setup();
    serveLookup(`${API}/dependency/change_types`, [{ id: 3, name: 'Major' }]);
    refuseSave('post-form-group/change', {
      name: ['The name has already been taken.'],
      'change_type_ids.0': ['The selected change types are invalid.'],
      'fields.0.options.1': ['The option has a duplicate value.'],
    });
    renderWithPlugin(<FormGroupFormScreen category="change" params={{}} />);
    await user.type(textbox(/Name/), 'Rollout');
    await choose(user, 'Change types', 'Major');
    await addSelectField(user, 1, 'Wave', ['Pilot', 'Wave 1']);
    await user.click(save());
    await waitFor(() => expect(errorOf(textbox(/Name/))).toBe('The name has already been taken.'));
    expect(errorOf(screen.getByRole('combobox', { name: /Change types/ }))).toBe(
      'The selected change types are invalid.',
    );
    expect(errorOf(textbox('Option 2'))).toBe('The option has a duplicate value.');
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(textbox('Label')).toHaveValue('Wave');
  });

  it('edits the stored group: kept fields keep their ids, and the group is read again after the save', async () => {
    const user = userEvent.setup();
    serveLookup(`${API}/dependency/asset_types`, [{ id: 2, name: 'Laptop' }]);
    const reads = serveGet(`${API}/get-form-group/asset/7`, {
      data: {
        form_group: {
          id: 7,
          name: 'Warranty',
          category: 'asset',
          types: [{ id: 2, name: 'Laptop' }],
          fields_count: 2,
          created_at: '2026-01-01 10:00:00',
          updated_at: '2026-01-01 10:00:00',
          fields: [
            { id: 31, label: 'Tier', type: 'radio', required: true, options: ['Basic', 'Premium'] },
            { id: 32, label: 'Ends', type: 'date', required: false, options: [] },
          ],
        },
      },
    });
    const { posts, navigateToUrl } = renderSaving(
      <FormGroupFormScreen category="asset" params={{ id: '7' }} />,
      'post-form-group/asset',
      { message: 'Form group updated successfully.' },
    );
    expect(await screen.findByRole('heading', { name: 'Edit asset form group' })).toBeInTheDocument();
    await waitFor(() => expect(textbox(/Name/)).toHaveValue('Warranty'));
    await user.click(fieldItem(2).getByRole('button', { name: 'Remove Ends' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(textbox('Label', fieldItem(2)), 'Notes');
    await user.selectOptions(fieldItem(2).getByRole('combobox', { name: 'Type' }), 'textarea');
    await user.click(save());
    await screen.findByText('Form group updated successfully.');
    expect(bodyOf(posts[0])).toEqual({
      id: 7,
      name: 'Warranty',
      asset_type_ids: [2],
      fields: [
        { id: 31, label: 'Tier', type: 'radio', required: true, options: ['Basic', 'Premium'] },
        { label: 'Notes', type: 'textarea', required: false, options: [] },
      ],
    });
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
