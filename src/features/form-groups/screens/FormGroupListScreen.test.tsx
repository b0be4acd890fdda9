import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLinkTo } from '@/testing/links';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordDelete, serveGet } from '@/testing/serve';
import FormGroupListScreen from './FormGroupListScreen';

const API = '/service-desk/api';

describe('the form group list', () => {
  it('lists name, types and field count, and deletes after saying the fields and values go too', async () => {
    const user = userEvent.setup();
    const queries = serveGet(new RegExp(`^${API}/get-form-group/asset(\\?|$)`), {
      data: {
        form_groups: [
          {
            id: 4,
            name: 'Warranty',
            category: 'asset',
            types: [
              { id: 1, name: 'Laptop' },
              { id: 2, name: 'Desktop' },
            ],
            fields_count: 3,
            created_at: '2026-01-01 10:00:00',
            updated_at: '2026-01-02 10:00:00',
          },
        ],
        total: 1,
      },
    });
    const deletes = recordDelete(`${API}/delete-form-group/asset/4`, { message: 'Form group deleted successfully.' });
    renderWithPlugin(<FormGroupListScreen category="asset" params={{}} />);
    const row = (await screen.findByText('Warranty')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Laptop, Desktop')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ page: '1', 'sort-field': expect.any(String) });
    expectLinkTo('New asset form group', '/service-desk/form-group/create/asset');

    await user.click(within(row).getByRole('button', { name: 'Delete: Warranty' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Are you sure? The form group's fields and every value stored in them will be deleted.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form group deleted successfully.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
  });
});
