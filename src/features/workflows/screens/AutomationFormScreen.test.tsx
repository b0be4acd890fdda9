import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { serveAutomationFormCalls, STORED_WORKFLOW } from '@/testing/automations';
import { expectLinkTo } from '@/testing/links';
import { renderSaving, errorOf, REQUIRED, setUpFormTests, refuseSave } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import { AUTOMATION_MESSAGES } from '../form/schema';
import AutomationFormScreen from './AutomationFormScreen';

setUpFormTests({ lookups: false, timeoutMs: 30_000 });
beforeEach(serveAutomationFormCalls);
afterEach(forgetCarriedMessage);

const API = '/service-desk/api';
const save = () => screen.getByRole('button', { name: 'Save' });
const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const inGroup = (name: string) => within(screen.getByRole('group', { name }));
const bodyOf = (post: { body: string }) => JSON.parse(post.body) as unknown;
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Chooses `option` in the select labelled `label` of the group `group`, once the select offers it. */
async function pick(user: UserEvent, group: string, label: string, option: string | string[]) {
  const select = inGroup(group).getByRole(Array.isArray(option) ? 'listbox' : 'combobox', { name: label });
  for (const name of [option].flat()) await within(select).findByRole('option', { name });
  await user.selectOptions(select, option);
}

describe('the workflow and listener form', () => {
  it('creates a workflow: rules and actions sent as JSON, then back to the list with the message', async () => {
    const { user, posts, navigateToUrl } = renderSaving(
      <AutomationFormScreen kind="workflow" params={{}} />,
      'workflow',
      { message: 'Workflow saved successfully.', data: { id: 9 } },
    );
    expect(screen.getByRole('heading', { name: 'New change workflow' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Urgent database changes ');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All rules' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Events' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Any rule' }));

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(inGroup('Rule 1').getByRole('combobox', { name: 'Field' }), 'Priority');
    expect(optionTexts(inGroup('Rule 1').getByRole('combobox', { name: 'Operator' }))).toEqual([
      'Select...',
      'is',
      'is not',
    ]);
    await pick(user, 'Rule 1', 'Value', 'High');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(inGroup('Rule 2').getByRole('combobox', { name: 'Field' }), 'Subject');
    await user.selectOptions(inGroup('Rule 2').getByRole('combobox', { name: 'Operator' }), 'contains');
    await user.type(inGroup('Rule 2').getByRole('textbox', { name: 'Value' }), ' db ');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(screen.getByRole('button', { name: 'Remove rule 3' }));

    await user.selectOptions(inGroup('Action 1').getByRole('combobox', { name: 'Action type' }), 'Set priority');
    await pick(user, 'Action 1', 'Value', 'Urgent');
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    await user.selectOptions(inGroup('Action 2').getByRole('combobox', { name: 'Action type' }), 'Notify agents');
    await pick(user, 'Action 2', 'Agents', ['Sam Agent', 'Ada Admin']);
    await user.click(screen.getByRole('switch', { name: 'Active' }));

    await user.click(save());
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/workflow'));
    expect(carriedMessage()).toBe('Workflow saved successfully.');
    expect(posts[0].contentType).toMatch(/^application\/json/);
    expect(bodyOf(posts[0])).toEqual({
      kind: 'workflow',
      page_type: 'change',
      name: 'Urgent database changes',
      active: false,
      match: 'any',
      events: [],
      rules: [
        { field: 'priority_id', operator: 'is', value: '3' },
        { field: 'subject', operator: 'contains', value: 'db' },
      ],
      actions: [
        { type: 'set_priority', value: 4 },
        { type: 'notify_agents', value: [7, 8] },
      ],
    });
  });

  it('says what is missing, word for word, and sends nothing', async () => {
    const { user, posts } = renderSaving(<AutomationFormScreen kind="listener" params={{}} />, 'listener', {
      message: 'Listener saved successfully.',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(save());

    await waitFor(() => expect(errorOf(nameBox())).toBe(AUTOMATION_MESSAGES.nameMax));
    expect(errorOf(screen.getByRole('group', { name: 'Events' }))).toBe(AUTOMATION_MESSAGES.eventsRequired);
    expect(errorOf(inGroup('Rule 1').getByRole('combobox', { name: 'Field' }))).toBe(REQUIRED);
    expect(errorOf(inGroup('Rule 1').getByRole('textbox', { name: 'Value' }))).toBe(REQUIRED);
    expect(errorOf(inGroup('Action 1').getByRole('combobox', { name: 'Action type' }))).toBe(REQUIRED);

    await user.clear(nameBox());
    await user.click(screen.getByRole('button', { name: 'Remove action 1' }));
    await user.click(save());
    await waitFor(() => expect(errorOf(nameBox())).toBe(REQUIRED));
    expect(await screen.findByText(AUTOMATION_MESSAGES.actionsRequired)).toBeInTheDocument();
    expect(AUTOMATION_MESSAGES).toEqual({
      nameMax: 'The name may not be greater than 100 characters.',
      eventsRequired: 'Choose at least one event.',
      actionsRequired: 'Add at least one action.',
    });
    expect(posts).toHaveLength(0);
  });

  it("edits a listener: starts from the stored one, sends its id and events, and shows the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    serveGet(`${API}/listener/5`, {
      data: { ...STORED_WORKFLOW, kind: 'listener', name: 'Notify on denial', events: ['cab_denied'] },
    });
    const { posts } = refuseSave('listener', {
      name: ['The name has already been taken.'],
      'rules.0.value': ['The selected value is invalid.'],
      'actions.0.value': ['The selected value is invalid.'],
      events: ['The selected event is invalid.'],
    });
    const { navigateToUrl } = renderWithPlugin(<AutomationFormScreen kind="listener" params={{ id: '5' }} />);
    expect(screen.getByRole('heading', { name: 'Edit change listener' })).toBeInTheDocument();
    await waitFor(() => expect(nameBox()).toHaveValue('Notify on denial'));
    expect(screen.getByRole('checkbox', { name: 'CAB denied' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    const ruleValue = inGroup('Rule 1').getByRole('combobox', { name: 'Value' });
    await within(ruleValue).findByRole('option', { name: 'Emergency' });
    expect(ruleValue).toHaveDisplayValue('Emergency');
    await user.click(screen.getByRole('checkbox', { name: 'Status changed' }));

    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(errorOf(nameBox())).toBe('The name has already been taken.');
    expect(errorOf(ruleValue)).toBe('The selected value is invalid.');
    expect(errorOf(inGroup('Action 1').getByRole('combobox', { name: 'Value' }))).toBe(
      'The selected value is invalid.',
    );
    expect(errorOf(screen.getByRole('group', { name: 'Events' }))).toBe('The selected event is invalid.');
    expect(bodyOf(posts[0])).toEqual({
      id: 5,
      kind: 'listener',
      page_type: 'change',
      name: 'Notify on denial',
      active: false,
      match: 'all',
      events: ['cab_denied', 'status_changed'],
      rules: [{ field: 'change_type_id', operator: 'is', value: '4' }],
      actions: [{ type: 'set_priority', value: 4 }],
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expectLinkTo('Cancel', '/service-desk/listener');
  });

  it('offers every operator for a text field and starts a changed field over', async () => {
    const user = userEvent.setup();
    renderWithPlugin(<AutomationFormScreen kind="workflow" params={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const field = inGroup('Rule 1').getByRole('combobox', { name: 'Field' });
    await user.selectOptions(field, 'Subject');
    const operator = inGroup('Rule 1').getByRole('combobox', { name: 'Operator' });
    expect(optionTexts(operator)).toEqual(['Select...', 'is', 'is not', 'contains', 'starts with']);
    await user.selectOptions(operator, 'starts with');
    await user.type(inGroup('Rule 1').getByRole('textbox', { name: 'Value' }), 'DB');
    await user.selectOptions(field, 'Change type');
    expect(operator).toHaveDisplayValue('is');
    expect(inGroup('Rule 1').getByRole('combobox', { name: 'Value' })).toHaveValue('');
  });
});
