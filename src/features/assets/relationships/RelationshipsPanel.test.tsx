import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { choose } from '@/testing/recordForm';
import {
  RELATED_ASSET_ID,
  RELATION_GROUPS,
  RELATIONSHIP_TABLE,
  serveRelationLookups,
} from '@/testing/assetRelationships';
import { recordDelete, recordPost, serveCounted } from '@/testing/serve';
import { RelationshipsPanel } from './RelationshipsPanel';

jest.setTimeout(20_000);

const ASSET_ID = RELATED_ASSET_ID;
const TABLE = RELATIONSHIP_TABLE;
const GROUPS = RELATION_GROUPS;

const dialog = () => screen.getByRole('dialog');

describe('the relationships panel', () => {
  it('lists related assets grouped by relation, named by the direction, linked in a new tab', async () => {
    serveCounted(TABLE, { data: { cmdb_data: GROUPS } });
    renderWithPlugin(<RelationshipsPanel assetId={ASSET_ID} />);
    const table = await screen.findByRole('table', { name: 'Relationships' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Contains', 'Dell PowerEdge R750 (SRV-001)'],
      ['Is contained in', 'Cage A (RCK-009)'],
      ['Depends on', 'FortiGate firewall (NET-005)'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dependency', 'Asset', 'Action']);
    const link = screen.getByRole('link', { name: 'Cage A (RCK-009)' });
    expect(link).toHaveAttribute('href', '/service-desk/assets/7/show');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says when there is none and offers to add one', async () => {
    serveCounted(TABLE, { data: { cmdb_data: [] } });
    serveRelationLookups();
    const user = userEvent.setup();
    renderWithPlugin(<RelationshipsPanel assetId={ASSET_ID} />);
    expect(await screen.findByText(/no relationships available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add new' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add relationship' })).toBeInTheDocument();
  });

  it('asks for the assets and exactly one relation; choosing one hides and clears the other', async () => {
    serveCounted(TABLE, { data: { cmdb_data: [] } });
    serveRelationLookups();
    const user = userEvent.setup();
    renderWithPlugin(<RelationshipsPanel assetId={ASSET_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add relationship' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'atleast one relation is required to create relationship',
    );
    expect(within(dialog()).getByText('The assets field is required.')).toBeInTheDocument();

    await choose(user, 'Forward relation', 'Depends on');
    expect(screen.queryByRole('combobox', { name: 'Inverse relation' })).toBeNull();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: /Remove Depends on/ }));
    expect(screen.getByRole('combobox', { name: 'Inverse relation' })).toBeInTheDocument();
    await choose(user, 'Inverse relation', 'Is needed by');
    expect(screen.queryByRole('combobox', { name: 'Forward relation' })).toBeNull();
  });

  it('sends the relationship, closes the dialog and reloads the list', async () => {
    const loads = serveCounted(TABLE, { data: { cmdb_data: [] } });
    serveRelationLookups();
    const sent = recordPost('/service-desk/api/make-cmdb', { message: 'Relationship created successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<RelationshipsPanel assetId={ASSET_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add relationship' }));
    await choose(user, 'Assets', 'Printer (PRN-001)');
    await choose(user, 'Inverse relation', 'Is needed by');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Relationship created successfully.')).toBeInTheDocument();
    expect(sent).toEqual([{ parent_asset_id: ASSET_ID, child_asset_ids: [9], cmdb_id: 1, relation: 'inverse' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('deletes a relationship as its row states it, after a confirmation', async () => {
    const loads = serveCounted(TABLE, { data: { cmdb_data: GROUPS } });
    const sent = recordDelete('/service-desk/api/remove-cmdb', { message: 'Relationship removed successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<RelationshipsPanel assetId={ASSET_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Delete the relationship with Cage A (RCK-009)' }));
    expect(dialog()).toHaveTextContent('Is contained in');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Relationship removed successfully.')).toBeInTheDocument();
    expect(sent).toEqual([{ parent_asset_id: ASSET_ID, child_asset_ids: [7], cmdb_id: 2, relation: 'inverse' }]);
    await waitFor(() => expect(loads()).toBe(2));
  });
});
