import nock from 'nock';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContractApprovalScreen from './ContractApprovalScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { APPROVAL_DETAILS, APPROVAL_HASH, APPROVAL_SUBMIT, CONTRACT_ID } from '@/testing/contracts';
import { describeScreenCalls, onScreen } from '@/testing/screenCalls';
import { recordPost, serveGet } from '@/testing/serve';
import { waitOnRealClock } from '@/testing/realClock';
import { expectTextsIn } from '@/testing/texts';
import { expectNavigationAfter } from '@/testing/navigation';

jest.setTimeout(40_000);

const SUMMARY = {
  name: 'Printer lease',
  contract_start_date: '2026-01-01 09:00:00',
  contract_end_date: null,
  contractType: { name: 'Lease' },
  vendor: null,
  status: { name: 'Draft' },
  licence: null,
  cost: '1200.50',
  owner: { name: 'Ada Admin' },
  licensce_count: 3,
};

const renderPage = () =>
  renderWithPlugin(<ContractApprovalScreen params={{ hash: APPROVAL_HASH, id: String(CONTRACT_ID) }} />);
const serveSummary = () => serveGet(APPROVAL_DETAILS, { data: { contract: SUMMARY } });
const comment = () => screen.getByRole('textbox', { name: 'Comment' });
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  jest.useRealTimers();
  nock.cleanAll();
});

describe('the contract approval page', () => {
  it("shows the summary, '---' where a value is missing, and the licence count", async () => {
    serveSummary();
    renderPage();
    const details = await screen.findByLabelText('Contract details', { selector: 'dl' });
    expectTextsIn(details, [
      'Printer lease',
      'Lease',
      'Draft',
      '1200.50',
      'Contract creatorAda Admin',
      'License count3',
      'End date---',
      'Vendor---',
      'License type---',
    ]);
  });

  it('approves without a comment: buttons disabled under a loader while sending, then the form hides and Home follows 2 seconds later', async () => {
    serveSummary();
    let answer: (() => void) | undefined;
    const sent: unknown[] = [];
    nock(API)
      .post(APPROVAL_SUBMIT, (body) => {
        sent.push(body);
        return true;
      })
      .reply(200, () => new Promise((resolve) => (answer = () => resolve({ message: 'Contract approved.' }))) as never);
    const { navigateToUrl } = renderPage();
    await screen.findByRole('textbox', { name: 'Comment' });
    fireEvent.click(button('Approve'));
    await waitFor(() => expect(button('Approve')).toBeDisabled());
    expect(button('Reject')).toBeDisabled();
    expect(screen.getByText('Sending...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    answer!();
    await act(async () => {
      await waitOnRealClock(() => screen.queryByText('Contract approved.') !== null);
    });
    expect(sent).toEqual([{ actionType: 'approve', purpose_of_approval: '' }]);
    expect(screen.getByRole('form', { hidden: true })).not.toBeVisible();
    expectNavigationAfter(navigateToUrl, 2000, '/');
  });

  it('requires a comment to reject, then sends it as purpose_of_rejection', async () => {
    const user = userEvent.setup();
    serveSummary();
    const posts = recordPost(APPROVAL_SUBMIT, { message: 'Contract rejected.' });
    renderPage();
    await screen.findByRole('textbox', { name: 'Comment' });
    await user.click(button('Reject'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(comment(), 'Too expensive');
    await user.click(button('Reject'));
    expect(await screen.findByText('Contract rejected.')).toBeInTheDocument();
    expect(posts).toEqual([{ actionType: 'reject', purpose_of_rejection: 'Too expensive' }]);
  });

  it('shows the not-found page with the server message when the link is used or unknown', async () => {
    serveGet(APPROVAL_DETAILS, { message: 'This approval link is no longer valid.' }, 404);
    renderPage();
    expect(await screen.findByText('This approval link is no longer valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describeScreenCalls('the contract approval page', { render: renderPage, arrange: serveSummary }, [
  {
    name: 'the summary (the not-found page with the message)',
    call: `get ${APPROVAL_DETAILS}`,
    arrange: () => undefined,
  },
  {
    name: 'the decision',
    call: `post ${APPROVAL_SUBMIT}`,
    prepare: async (user) => user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Fine by me'),
    submit: onScreen('Approve'),
    typed: [{ label: 'Comment', value: 'Fine by me' }],
    after: () => {
      expect(button('Approve')).toBeEnabled();
      expect(button('Reject')).toBeEnabled();
    },
    twice: { name: 'approve', success: 'Contract approved.' },
  },
]);
