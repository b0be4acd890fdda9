import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { RELATED_ASSET_ID } from '@/testing/assetRelationships';
import { ALL_ASSET_ACTIONS, ASSET_CALL, ASSET_DETAIL, serveAssetView } from '@/testing/assetView';
import { expectLinkTo } from '@/testing/links';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost, serveGet } from '@/testing/serve';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import { AssetView } from './AssetView';
import { expectDescriptions } from '@/testing/texts';
import { chooseMenuItem } from '@/testing/menus';

const render = () => renderWithPlugin(<AssetView assetId={RELATED_ASSET_ID} />);
const loaded = () => screen.findByRole('heading', { level: 1, name: ASSET_DETAIL.name });

afterEach(() => forgetCarriedMessage());

describe('the asset record card', () => {
  it('shows every field, the custom values in their groups, the description and the files', async () => {
    serveAssetView([ASSET_CALL]);
    serveGet(ASSET_CALL, {
      data: {
        asset: {
          ...ASSET_DETAIL,
          assigned_on: '0000-00-00 00:00:00',
          product: { id: 4, name: 'Rack line' },
          impact_type: { id: 2, name: 'High' },
          description: '<p>Holds the <b>core</b> switches</p><img src=x onerror="alert(1)">',
          custom_field_values_for_asset_form_builder_only: [
            { id: 1, label: 'Ports', field_type: 'checkbox', value: ['Power', 'Network'] },
            { id: 2, label: 'Warranty end', field_type: 'date', value: '2027-05-31' },
            { id: 3, label: 'Empty', field_type: 'text', value: '' },
          ],
          custom_field_values_for_asset_type: [{ id: 4, label: 'Units', field_type: 'number', value: '42' }],
          custom_field_values_for_department: [],
          attachments: [{ id: 9, value: 'manual.pdf', size: 1536, type: 'application/pdf', icon_url: null }],
        },
      },
    });
    render();
    await loaded();
    expectDescriptions(document.body, { 'Assigned on': '---', Product: 'Rack line', Impact: 'High' });
    expect(screen.getByText('Department', { selector: 'dt' }).nextElementSibling).toContainElement(
      screen.getByRole('link', { name: 'IT' }),
    );
    expectLinkTo('IT', '/department/2');
    const general = screen.getByRole('region', { name: 'Additional details' });
    expect(within(general).getByText('Ports').nextElementSibling).toHaveTextContent('Power, Network');
    expect(within(general).getByText('Warranty end').nextElementSibling).not.toHaveTextContent('2027-05-31');
    expect(within(general).getByText('Warranty end').nextElementSibling?.textContent).toMatch(/2027/);
    expect(within(general).queryByText('Empty')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Asset type details' })).getByText('42')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Department details' })).toBeNull();
    expect(screen.getByText('core').tagName).toBe('B');
    expect(document.querySelector('img[onerror]')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download manual.pdf' });
    expect(download).toHaveAttribute('href', `${API}/service-desk/download/9/sd_assets:${RELATED_ASSET_ID}/attachment`);
    expect(screen.getByText('(1.5 KB)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /pdf/i })).toBeInTheDocument();
  });
});

describe('the asset page actions and tabs', () => {
  it('offers the seven tabs in order when every flag allows them', async () => {
    serveAssetView();
    render();
    await loaded();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Activity log',
      'Relationships',
      'Associated problems',
      'Associated changes',
      'Associated releases',
      'Associated contracts',
      'Associated tickets',
    ]);
  });

  it('hides each associated tab whose flag is off, and the actions the flags do not allow', async () => {
    serveAssetView([], {
      ...ALL_ASSET_ACTIONS,
      associated_problems_tab_viewable: false,
      associated_tickets_tab_viewable: false,
      attach_contracts: false,
      asset_edit: false,
      asset_delete: false,
    });
    render();
    await loaded();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    expect(screen.queryByRole('tab', { name: 'Associated problems' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Associated tickets' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Associate' }));
    expect(screen.queryByText('Attach to contracts')).toBeNull();
    expect(screen.getByText('Attach to problems')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('offers the asset form under More when the asset may be edited', async () => {
    serveAssetView();
    render();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/service-desk/assets/${RELATED_ASSET_ID}/edit`,
    );
  });

  it('attaches the asset to problems it is not attached to yet, in a 950 px dialog whose submit waits for a choice', async () => {
    serveAssetView();
    const lookups = serveGet(
      '/service-desk/api/dependency/problems',
      lookupPage([
        { id: 5, name: 'Mail outage' },
        { id: 6, name: 'Slow VPN' },
      ]),
    );
    const bodies = recordPost(`/service-desk/api/attach-asset-services/${RELATED_ASSET_ID}`, {
      message: 'Asset attached successfully.',
    });
    const problemLists = serveGet('/service-desk/api/problem-list', {
      data: {
        problems: [{ id: 5, identifier: 'PRB-5', subject: 'Mail outage', created_at: '2024-03-01 10:00:00' }],
        total: 1,
      },
    });
    render();
    await loaded();
    await chooseMenuItem(userEvent, 'Associate', 'Attach to problems');
    const dialog = await screen.findByRole('dialog', { name: 'Attach to problems' });
    expect(document.querySelector('.sd-dialog-950')).not.toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Attach' });
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Mail outage' }));
    expect(lookups[0]).toMatchObject({ asset_id: String(RELATED_ASSET_ID) });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Slow VPN' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Asset attached successfully.')).toHaveAttribute('data-area', 'asset-view');
    expect(bodies).toEqual([{ type: 'sd_problem', type_ids: [5, 6] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page shows what was attached.
    expect(screen.getByRole('tab', { name: 'Associated problems' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Mail outage' })).toBeVisible();
    expect(problemLists.at(-1)).toMatchObject({ 'asset_ids[0]': String(RELATED_ASSET_ID) });
  });

  it('closes the attach dialog and shows the error on the asset page when attaching fails', async () => {
    serveAssetView();
    serveGet('/service-desk/api/dependency/contracts', lookupPage([{ id: 2, name: 'Rack support' }]));
    recordPost(
      `/service-desk/api/attach-asset-services/${RELATED_ASSET_ID}`,
      { message: 'The selected type_ids.0 is invalid.' },
      422,
    );
    render();
    await loaded();
    await chooseMenuItem(userEvent, 'Associate', 'Attach to contracts');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Rack support' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('The selected type_ids.0 is invalid.')).toHaveAttribute('data-area', 'asset-view');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes the asset after a 500 px confirmation and goes to the asset list with the message', async () => {
    serveAssetView();
    const deletion = nock(API)
      .delete(`/service-desk/api/asset-delete/${RELATED_ASSET_ID}`)
      .reply(200, { message: 'Asset deleted successfully.' });
    const { navigateToUrl } = render();
    await loaded();
    await chooseMenuItem(userEvent, 'More', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete asset' });
    expect(document.querySelector('.sd-dialog-500')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/assets/list'));
    expect(deletion.isDone()).toBe(true);
    expect(carriedMessage()).toBe('Asset deleted successfully.');
  });

  it('stays on the page with the error when the delete fails', async () => {
    serveAssetView();
    nock(API)
      .delete(`/service-desk/api/asset-delete/${RELATED_ASSET_ID}`)
      .reply(403, { message: 'You do not have permission to delete assets.' });
    const { navigateToUrl } = render();
    await loaded();
    await chooseMenuItem(userEvent, 'More', 'Delete');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to delete assets.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
