import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssetsTab from './AssetsTab';
import type { AssetRow } from '@/api/assets';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { columnNames, sortBy } from '@/testing/listScreen';
import { serveGet } from '@/testing/serve';
import { askToConfirm } from '@/testing/listScreen';

const ASSETS: AssetRow[] = [
  {
    id: 11,
    name: 'Mail server',
    managed_by: { id: 2, full_name: 'Sam Agent' },
    used_by: { id: 3, full_name: 'Rita Requester' },
    contract: { id: 5, name: 'Hosting 2026' },
  },
  { id: 12, name: 'Spare laptop', managed_by: null, used_by: null, contract: null },
];

function serveAssets(rows: AssetRow[], total = rows.length) {
  return serveGet('/service-desk/api/asset-list', { data: { data: { data: rows, total } } });
}

describe('the assets tab', () => {
  it("lists the problem's assets by name, with the contract linked", async () => {
    const queries = serveAssets(ASSETS);
    const { navigateToUrl } = renderWithPlugin(<AssetsTab problemId={4} canDetach onChanged={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Associated assets' });
    const first = (await within(table).findByText('Mail server')).closest('tr') as HTMLElement;
    expect(columnNames(table)).toEqual(['Name', 'Managed by', 'Used by', 'Contract', 'Action']);
    expect(within(first).getByRole('link', { name: 'Mail server' })).toHaveAttribute(
      'href',
      '/service-desk/assets/11/show',
    );
    expect(within(first).getByRole('link', { name: 'Sam Agent' })).toHaveAttribute('href', '/user/2');
    expect(within(first).getByRole('link', { name: 'Rita Requester' })).toHaveAttribute('href', '/user/3');
    const contract = within(first).getByRole('link', { name: 'Hosting 2026' });
    expect(contract).toHaveAttribute('href', '/service-desk/contracts/5/show');
    await userEvent.click(contract);
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/contracts/5/show');
    const second = within(table).getByText('Spare laptop').closest('tr') as HTMLElement;
    expect(within(second).getAllByText('--')).toHaveLength(3);
    expect(queries[0]).toEqual({
      'problem_ids[0]': '4',
      'sort-field': 'name',
      'sort-order': 'desc',
      page: '1',
      limit: '10',
    });
  });

  it('sorts by managed by and used by too', async () => {
    const queries = serveAssets(ASSETS);
    renderWithPlugin(<AssetsTab problemId={4} canDetach onChanged={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Associated assets' });
    await within(table).findByText('Mail server');
    await sortBy(queries, /Managed by/, 'managed_by', 'desc');
    await sortBy(queries, /Used by/, 'used_by', 'desc');
  });

  it('has no action column for a user who may not detach', async () => {
    serveAssets(ASSETS);
    renderWithPlugin(<AssetsTab problemId={4} canDetach={false} onChanged={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Associated assets' });
    await within(table).findByText('Mail server');
    expect(columnNames(table)).toEqual(['Name', 'Managed by', 'Used by', 'Contract']);
  });

  it('detaches after confirmation with DELETE on the problem and asset, then reloads and tells the view', async () => {
    const queries = serveAssets(ASSETS);
    const detach = nock(API)
      .delete('/service-desk/api/problem-detach-asset/4/11')
      .reply(200, { message: 'Asset detached.' });
    const onChanged = jest.fn();
    renderWithPlugin(<AssetsTab problemId={4} canDetach onChanged={onChanged} />);
    const dialog = await askToConfirm('Detach: Mail server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Asset detached.')).toHaveAttribute('data-area', 'problemAssociates');
    expect(detach.isDone()).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queries).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the dialog, shows the error and re-enables the detach button when the detach fails', async () => {
    serveAssets(ASSETS);
    nock(API)
      .delete('/service-desk/api/problem-detach-asset/4/12')
      .delay(100)
      .reply(500, { message: 'The asset could not be detached.' });
    const onChanged = jest.fn();
    renderWithPlugin(<AssetsTab problemId={4} canDetach onChanged={onChanged} />);
    const button = await screen.findByRole('button', { name: 'Detach: Spare laptop' });
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Detach' }));
    expect(screen.getByRole('button', { name: 'Detach: Spare laptop' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('The asset could not be detached.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Detach: Spare laptop' })).toBeEnabled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('does not detach when the confirmation is cancelled', async () => {
    serveAssets(ASSETS);
    const detach = nock(API).delete('/service-desk/api/problem-detach-asset/4/11').reply(200, { message: 'x' });
    renderWithPlugin(<AssetsTab problemId={4} canDetach onChanged={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Detach: Mail server' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(detach.isDone()).toBe(false);
  });
});
