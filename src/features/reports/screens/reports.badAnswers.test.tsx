import { screen } from '@testing-library/react';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { REPORTS, savedReport, serveReportAssets } from '@/testing/reports';
import { describeScreenCalls, inDialog, onScreen, openConfirmation } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import ReportEditorScreen from './ReportEditorScreen';
import ReportListScreen from './ReportListScreen';
import ReportViewScreen from './ReportViewScreen';

jest.mock('../chart/CountsChart', () => ({ CountsChart: jest.requireActual('@/testing/reports').CountsChartDouble }));
jest.setTimeout(30_000);

const renderList = () => renderWithPlugin(<ReportListScreen />);
const renderCreate = () => renderWithPlugin(<ReportEditorScreen params={{}} />);
const renderEdit = () => renderWithPlugin(<ReportEditorScreen params={{ id: '5' }} />);
const renderView = () => renderWithPlugin(<ReportViewScreen params={{ id: '5' }} />);
const serveReport = () => {
  serveReportAssets();
  serveGet(`${REPORTS}/5`, { data: { report_filter: savedReport() } });
};

describeScreenCalls('the report list', { render: renderList }, [{ name: 'the list call', call: `get ${REPORTS}` }]);

describeScreenCalls('the report editor', { render: renderCreate, arrange: serveReportAssets }, [
  { name: 'loading the report', call: `get ${REPORTS}/5`, render: renderEdit, arrange: serveReportAssets },
  {
    name: 'the save',
    call: `post ${REPORTS}/create`,
    prepare: async (user) => user.type(screen.getByRole('textbox', { name: /Name/ }), 'Laptops'),
    submit: onScreen('Save'),
    typed: [{ label: /Name/, value: 'Laptops' }],
    fieldError: { field: 'name', shown: true },
    twice: { name: 'the save', success: 'Report created successfully.' },
  },
]);

describeScreenCalls("a report's page", { render: renderView, arrange: serveReport }, [
  { name: 'loading the report', call: `get ${REPORTS}/5`, arrange: serveReportAssets },
  {
    name: 'the delete',
    call: `delete ${REPORTS}/5`,
    prepare: openConfirmation('Delete'),
    submit: inDialog('Confirm'),
    dialog: 'closes',
    twice: { name: 'the delete confirmation', success: 'Report deleted successfully.' },
  },
]);

describeUnmountWhileLoading([
  ['report list', renderList],
  ['report editor', renderEdit],
  ['report page', renderView],
]);
