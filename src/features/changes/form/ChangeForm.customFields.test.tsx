import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormRenderCustomField } from '@/api/forms';
import { ChangeForm } from './ChangeForm';
import { API } from '@/testing/renderWithPlugin';
import { changeFormRecord } from '@/testing/records';
import * as form from '@/testing/recordForm';

form.setUpFormTests();

const field = (id: number, label: string, type: string, more: Partial<FormRenderCustomField> = {}) => ({
  key: `custom_${id}`,
  label,
  type,
  required: false,
  options: [],
  value: null,
  changeTypeId: null,
  changeTypeIds: null,
  ...more,
});

/** Change type 3 (Major) has a form group with a required select; a general e-mail and checkbox field; type 9's own text. */
const CUSTOM_FIELDS: FormRenderCustomField[] = [
  field(1, 'Contact', 'email'),
  field(2, 'Days', 'checkbox', { options: ['Sat', 'Sun'] }),
  field(3, 'Rollback plan', 'select', { required: true, options: ['Snapshot', 'Reinstall'], changeTypeIds: [3] }),
  field(4, 'Window', 'text', { changeTypeIds: [3] }),
  field(5, 'Vendor ticket', 'text', { changeTypeId: 9 }),
];

const renderChangeForm = (changeId?: number) =>
  form.renderForm((onSaved) => <ChangeForm onSaved={onSaved} changeId={changeId} customFields={CUSTOM_FIELDS} />);

const rollback = () => screen.getByRole('combobox', { name: 'Rollback plan' });

describe('the change form: custom fields', () => {
  it("shows the general fields, and a change type's only while that type is chosen", async () => {
    const user = userEvent.setup();
    renderChangeForm();
    expect(screen.getByRole('textbox', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Days' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rollback plan' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Window' })).toBeNull();
    await form.choose(user, 'Change type', 'Major');
    expect(rollback()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Window' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Vendor ticket' })).toBeNull();
  });

  it("requires the chosen type's select and checks the e-mail, with the asset form's messages", async () => {
    const user = userEvent.setup();
    const { scope } = form.answerSave('change', 200, { message: 'saved' });
    renderChangeForm();
    await form.fillRequired(user, 'change');
    await user.type(screen.getByRole('textbox', { name: 'Contact' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.errorOf(rollback())).toBe(form.REQUIRED));
    expect(form.errorOf(screen.getByRole('textbox', { name: 'Contact' }))).toBe('Please enter a valid email address.');
    expect(scope.isDone()).toBe(false);
  });

  it('sends the shown custom fields as custom_{id}, a checkbox as custom_{id}[]', async () => {
    const user = userEvent.setup();
    const { posts } = form.answerSave('change', 200, { message: 'Change created successfully.', data: { id: 31 } });
    renderChangeForm();
    await form.fillRequired(user, 'change');
    await user.type(screen.getByRole('textbox', { name: 'Contact' }), 'ops@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.selectOptions(rollback(), 'Snapshot');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Change created successfully.');
    const sent = form.multipartFields(posts[0].body).filter(([name]) => name.startsWith('custom_'));
    expect(sent).toEqual([
      ['custom_1', 'ops@example.com'],
      ['custom_2[]', 'Sat'],
      ['custom_2[]', 'Sun'],
      ['custom_3', 'Snapshot'],
      ['custom_4', ''],
    ]);
  });

  it("puts the server's custom_{id} errors on their fields", async () => {
    const user = userEvent.setup();
    form.refuseSave('change', {
      custom_3: ['The selected Rollback plan is invalid.'],
      'custom_2.0': ['The Days value is invalid.'],
    });
    renderChangeForm();
    await form.fillRequired(user, 'change');
    await user.selectOptions(rollback(), 'Reinstall');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.errorOf(rollback())).toBe('The selected Rollback plan is invalid.'));
    expect(form.errorOf(screen.getByRole('group', { name: 'Days' }))).toBe('The Days value is invalid.');
  });

  it("loads the change's stored custom values on edit", async () => {
    nock(API)
      .get('/service-desk/api/change/31')
      .reply(200, {
        data: {
          change: {
            ...changeFormRecord(),
            custom_fields: [
              { id: 1, label: 'Contact', type: 'email', value: 'ops@example.com', change_type_id: null },
              { id: 2, label: 'Days', type: 'checkbox', value: ['Sun'], change_type_id: null },
              { id: 3, label: 'Rollback plan', type: 'select', value: 'Reinstall', change_type_id: null },
            ],
          },
        },
      });
    renderChangeForm(31);
    expect(await screen.findByRole('textbox', { name: 'Contact' })).toHaveValue('ops@example.com');
    expect(screen.getByRole('checkbox', { name: 'Sun' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    expect(rollback()).toHaveValue('Reinstall');
    expect(screen.getByRole('textbox', { name: 'Window' })).toHaveValue('');
  });
});
