import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  fakeDrawing,
  RELATED_ASSET_ID,
  RELATIONSHIP_GRAPH,
  RELATIONSHIP_IMPACT,
  RELATION_GROUPS,
  RELATIONSHIP_MAP,
  RELATIONSHIP_TABLE,
  serveRelationLookups,
} from '@/testing/assetRelationships';
import { choose } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, openConfirmation } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { drawGraph } from './drawGraph';
import { RelationshipsPanel } from './RelationshipsPanel';

jest.mock('./drawGraph');
jest.setTimeout(30_000);

beforeEach(() => {
  jest.mocked(drawGraph).mockReturnValue(fakeDrawing());
});

const render = () => renderWithPlugin(<RelationshipsPanel assetId={RELATED_ASSET_ID} />);
const serveTable = () => serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: RELATION_GROUPS } });

const fillAddDialog = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Add relationship' }));
  await choose(user, 'Assets', 'Printer (PRN-001)');
  await choose(user, 'Forward relation', 'Depends on');
};

describeScreenCalls('the relationships panel', { render }, [
  { name: 'the relationship table', call: `get ${RELATIONSHIP_TABLE}` },
  {
    name: 'the relationship map',
    call: `get ${RELATIONSHIP_MAP}`,
    arrange: serveTable,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Map' }));
    },
  },
  {
    name: 'the impact of the asset',
    call: `get ${RELATIONSHIP_IMPACT}`,
    arrange: () => {
      serveTable();
      serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    },
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Map' }));
      await user.click(await screen.findByRole('button', { name: 'Show impact' }));
    },
  },
  {
    name: 'adding a relationship',
    call: 'post /service-desk/api/make-cmdb',
    arrange: () => {
      serveTable();
      serveRelationLookups();
    },
    prepare: fillAddDialog,
    submit: inDialog('Submit'),
    dialog: 'stays',
    fieldError: { field: 'child_asset_ids', shown: false },
    twice: { name: 'add relationship', success: 'Relationship created successfully.' },
  },
  {
    name: 'deleting a relationship',
    call: 'delete /service-desk/api/remove-cmdb',
    arrange: serveTable,
    prepare: openConfirmation('Delete the relationship with Cage A (RCK-009)'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'delete relationship', success: 'Relationship removed successfully.' },
  },
]);

describeUnmountWhileLoading([['the relationships panel', render]]);
