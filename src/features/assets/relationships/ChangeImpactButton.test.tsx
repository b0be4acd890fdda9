import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELATIONSHIP_IMPACT_ANSWER } from '@/testing/assetRelationships';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { ChangeImpactButton } from './ChangeImpactButton';

const CHANGE_IMPACT = '/service-desk/api/change-impact/31';
const render = () => renderWithPlugin(<ChangeImpactButton changeId={31} />);
const open = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'What this change touches' }));

describe('what a change touches', () => {
  it('lists the change’s assets and what depends on them, with their open records', async () => {
    const asked = serveGet(CHANGE_IMPACT, { data: { ...RELATIONSHIP_IMPACT_ANSWER, truncated: true } });
    const user = userEvent.setup();
    render();
    expect(asked).toHaveLength(0);
    await open(user);
    const dialog = await screen.findByRole('dialog', { name: 'What this change touches' });
    const table = await within(dialog).findByRole('table', { name: /What depends on it/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: 'APC NetShelter rack (RCK-001)' })).toHaveAttribute(
      'href',
      '/service-desk/assets/41/show',
    );
    expect(within(dialog).getByText('Only the first 3 assets are shown.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing depends on the change’s assets', async () => {
    serveGet(CHANGE_IMPACT, {
      data: { nodes: [{ ...RELATIONSHIP_IMPACT_ANSWER.nodes[2], depth: 0 }], edges: [], truncated: false },
    });
    const user = userEvent.setup();
    render();
    await open(user);
    expect(await screen.findByText('No other asset depends on it.')).toBeInTheDocument();
  });
});

describeScreenCalls('the change impact dialog', { render }, [
  { name: 'the change impact', call: `get ${CHANGE_IMPACT}`, act: open },
]);
