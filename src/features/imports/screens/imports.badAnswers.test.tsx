import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { uploadableFile } from '@/testing/files';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, dialogClosed, inDialog, onScreen } from '@/testing/screenCalls';
import { recordPost, serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import AssetImporterScreen from './AssetImporterScreen';
import ImportTrackingScreen from './ImportTrackingScreen';
import { chooseLaptop, MAPPING, serveTypes } from '@/testing/importer';

jest.setTimeout(30_000);

const renderImporter = () => renderWithPlugin(<AssetImporterScreen />);
const mappingTable = () => screen.findByRole('table', { name: 'System attributes and file columns' });

async function chooseFile(user: UserEvent) {
  await chooseLaptop(user);
  await user.upload(screen.getByLabelText(/Import file/), uploadableFile('Name,Identifier\nA,B\n', 'assets.csv'));
}

/** Every call but the one under test answers well: the upload gives import 7, its mapping MAPPING. */
function serveImporter() {
  serveTypes();
  serveGet('/service-desk/get-asset-mapping-details/7', { data: MAPPING });
}

async function uploaded(user: UserEvent) {
  const { recordPost } = await import('@/testing/serve');
  recordPost('/service-desk/asset-upload-csv', { message: 'File uploaded successfully.', data: { import_id: 7 } });
  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await mappingTable();
}

describeScreenCalls('the asset importer', { render: renderImporter, arrange: serveImporter }, [
  {
    name: 'the asset type lookup',
    call: 'get /service-desk/api/dependency/asset_types',
    arrange: () => serveGet('/service-desk/get-asset-mapping-details/7', { data: MAPPING }),
  },
  {
    name: 'uploading the file',
    call: 'post /service-desk/asset-upload-csv',
    prepare: chooseFile,
    submit: onScreen('Upload'),
    fieldError: { field: 'import_file', shown: false },
    twice: { name: 'import upload', success: { message: 'File uploaded successfully.', data: { import_id: 7 } } },
  },
  {
    name: 'loading the mapping',
    call: 'get /service-desk/get-asset-mapping-details/7',
    arrange: serveTypes,
    act: async (user) => {
      recordPost('/service-desk/asset-upload-csv', { message: 'File uploaded.', data: { import_id: 7 } });
      await chooseFile(user);
      await user.click(screen.getByRole('button', { name: 'Upload' }));
    },
  },
  {
    name: 'previewing',
    call: 'post /service-desk/asset-import-dry-run',
    prepare: uploaded,
    submit: onScreen('Preview'),
  },
  {
    name: 'starting the import',
    call: 'post /service-desk/post-asset-mapping',
    prepare: uploaded,
    submit: onScreen('Import'),
    twice: { name: 'import start', success: { message: 'The import has started.', data: { tracking_id: 7 } } },
  },
  {
    // A failed discard just closes the dialog.
    name: 'discarding',
    call: 'delete /service-desk/import-discard/7',
    expect: 'silent',
    act: async (user) => {
      await uploaded(user);
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      await screen.findByRole('dialog');
      await user.click(inDialog('Discard')());
    },
    settled: async () => {
      await dialogClosed();
      expect(await mappingTable()).toBeInTheDocument();
    },
  },
]);

const renderTracking = () => renderWithPlugin(<ImportTrackingScreen params={{ id: '7' }} />);
const TRACKING = {
  name: 'assets.csv',
  type: 'asset',
  status: 'completed',
  status_text: 'Completed',
  ended_at: null,
  total_rows: 1,
  processed_rows: 1,
  totalCreated: 0,
  totalUpdated: 0,
  totalFailed: 1,
  totalWarning: 0,
};

describeScreenCalls('the import progress page', { render: renderTracking }, [
  {
    // A failed progress fetch is logged as a warning, and shown as every failed load is.
    name: 'loading the summary',
    call: 'get /service-desk/import-tracking-details/7',
    warning: /^Import progress could not be loaded: /,
  },
  {
    name: 'loading the failed rows',
    call: 'get /service-desk/import-tracking-failed/7',
    expect: 'silent',
    arrange: () => serveGet('/service-desk/import-tracking-details/7', { data: TRACKING }),
    settled: async () => {
      expect(await screen.findByRole('table', { name: 'Import summary' })).toBeInTheDocument();
    },
  },
]);

describeUnmountWhileLoading([
  ['asset importer', renderImporter],
  ['import progress', renderTracking],
]);
