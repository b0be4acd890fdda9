import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import nock from 'nock';
import { importQueries, type ImportTracking } from '@/api/imports';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import ImportTrackingScreen from './ImportTrackingScreen';

const DONE: ImportTracking = {
  name: 'assets.csv',
  type: 'asset',
  status: 'completed',
  status_text: 'Completed',
  ended_at: '2024-03-01 10:00:00',
  total_rows: 8,
  processed_rows: 8,
  totalCreated: 2,
  totalUpdated: 0,
  totalFailed: 5,
  totalWarning: 1,
};

const RUNNING: ImportTracking = {
  ...DONE,
  status: 'running',
  status_text: 'In progress',
  ended_at: null,
  processed_rows: 4,
};

const ISSUES = Array.from({ length: 12 }, (_, index) => ({
  row: index + 2,
  field: index === 0 ? 'asset_status' : 'identifier',
  ...(index === 0 ? {} : { field_label: 'Identifier' }),
  comment: `Reason ${index + 2}`,
  kind: 'failed',
}));

function serveIssues() {
  return serveGet('/service-desk/import-tracking-failed/7', (uri) => {
    const page = Number(new URL(uri, 'http://x').searchParams.get('page'));
    return { data: ISSUES.slice((page - 1) * 10, page * 10), total: ISSUES.length };
  });
}

/** The tracking page of the ended import 7 opened with `query`: its summary table, once shown. */
async function openEndedImportAt(query: string) {
  window.history.replaceState(null, '', `/service-desk/import-tracking/7?${query}`);
  serveGet('/service-desk/import-tracking-details/7', { data: DONE });
  serveIssues();
  renderWithPlugin(<ImportTrackingScreen params={{ id: '7' }} />);
  return screen.findByRole('table', { name: 'Import summary' });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the import progress page', () => {
  it('shows the summary without an action column by default, and the failed rows paged', async () => {
    const user = userEvent.setup();
    serveGet('/service-desk/import-tracking-details/7', { data: DONE });
    const pages = serveIssues();
    renderWithPlugin(<ImportTrackingScreen params={{ id: '7' }} />);

    const summary = await screen.findByRole('table', { name: 'Import summary' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Status', 'Ended at', 'Created', 'Updated', 'Failed', 'Warning']);
    expect(
      within(summary)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['assets.csv', 'asset', 'Completed', '2', '0', '5', '1']));
    const issues = await screen.findByRole('table', { name: 'Failed and warning rows of the import' });
    expect(within(issues).getAllByRole('row')).toHaveLength(11);
    // Each row names its field as the mapping does; a server that sends no label shows the key.
    expect(
      within(issues)
        .getAllByRole('row')
        .slice(1, 3)
        .map((row) => within(row).getAllByRole('cell')[1].textContent),
    ).toEqual(['asset_status', 'Identifier']);
    expect(pages[0]).toEqual({ page: '1', limit: '10' });
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Reason 13')).toBeInTheDocument();
    expect(pages.at(-1)).toEqual({ page: '2', limit: '10' });
  });

  it('adds the follow-up link of the query parameters, labelled view by default', async () => {
    const summary = await openEndedImportAt('sd_import_redirect_url_after_track=/service-desk/assets/list');
    expect(within(summary).getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/service-desk/assets/list');
  });

  it('uses the label parameter and refuses a link to another site', async () => {
    const summary = await openEndedImportAt(
      'sd_import_redirect_url_after_track=//evil.example&sd_import_redirect_url_label_after_track=Go',
    );
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks again every second while the import is queued or running, and not once it has ended', () => {
    const interval = importQueries.tracking(axios.create(), 7).refetchInterval as (query: unknown) => number | false;
    const withStatus = (status: ImportTracking['status']) => interval({ state: { data: { ...DONE, status } } });
    expect([withStatus('queued'), withStatus('running')]).toEqual([1000, 1000]);
    expect([withStatus('completed'), withStatus('failed')]).toEqual([false, false]);
  });

  it('refreshes itself with a progress bar while the import runs, until it has ended', async () => {
    let calls = 0;
    const details = serveGet('/service-desk/import-tracking-details/7', () => ({
      data: calls++ === 0 ? RUNNING : DONE,
    }));
    serveIssues();
    renderWithPlugin(<ImportTrackingScreen params={{ id: '7' }} />);
    expect(await screen.findByRole('progressbar', { name: '4 of 8 rows processed' })).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(details.length).toBeGreaterThanOrEqual(2);
  });

  describe('when the progress cannot be fetched', () => {
    const DETAILS = '/service-desk/import-tracking-details/7';
    const SERVER_DOWN = { message: 'The database is unavailable.' };
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    it('logs a warning and shows the failure with a way to try again', async () => {
      const user = userEvent.setup();
      nock(API).get(DETAILS).query(true).reply(500, SERVER_DOWN);
      serveGet(DETAILS, { data: DONE });
      serveIssues();
      renderWithPlugin(<ImportTrackingScreen params={{ id: '7' }} />);

      expect(await screen.findByRole('heading', { name: 'This could not be loaded' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable.');
      expect(warn).toHaveBeenCalledWith('Import progress could not be loaded: The database is unavailable.');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: 'Import summary' })).toBeInTheDocument();
    });

    it('keeps the progress shown and asks again while the import runs, after a failed refresh', async () => {
      nock(API).get(DETAILS).query(true).reply(200, { data: RUNNING });
      nock(API).get(DETAILS).query(true).reply(500, SERVER_DOWN);
      serveGet(DETAILS, { data: DONE });
      serveIssues();
      renderWithPlugin(<ImportTrackingScreen params={{ id: '7' }} />);

      expect(await screen.findByRole('progressbar', { name: '4 of 8 rows processed' })).toBeInTheDocument();
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 3000 });
      expect(screen.getByRole('progressbar', { name: '4 of 8 rows processed' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(await screen.findByText('Completed', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });
});
