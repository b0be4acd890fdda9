import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { choose } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, onScreen } from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import AnnouncementScreen from './AnnouncementScreen';
import BarcodeSettingsScreen from './BarcodeSettingsScreen';

jest.setTimeout(30_000);

const TEMPLATE = {
  id: 4,
  width: 2.5,
  height: 1.25,
  labels_per_row: 3,
  space_between_labels: 0.2,
  display_logo_confirmed: 0,
  image_exists: false,
  logo_image: null,
  logo_name: null,
  logo_text: '',
  barcode_mode: 'system_default',
};

const serveTemplate = () => serveGet('/service-desk/barcode-template', { data: TEMPLATE });
const width = () => screen.getByRole('spinbutton', { name: /Label width/ });
const renderBarcode = () => renderWithPlugin(<BarcodeSettingsScreen />);

describeScreenCalls('the barcode settings', { render: renderBarcode }, [
  {
    // A failed load means no template: the form is there to create one, reset stays disabled.
    name: 'loading the template',
    call: 'get /service-desk/barcode-template',
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByRole('form', { name: 'Barcode settings' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    },
  },
  {
    name: 'saving',
    call: 'post /service-desk/barcode/template/update/4',
    arrange: serveTemplate,
    prepare: async (user: UserEvent) => {
      await waitFor(() => expect(width()).toHaveValue(2.5));
      await user.clear(width());
      await user.type(width(), '3');
    },
    submit: onScreen('Save'),
    fieldError: { field: 'width', shown: true },
    after: () => expect(width()).toHaveValue(3),
    twice: { name: 'barcode template save', success: 'Barcode template updated successfully.' },
  },
  {
    name: 'resetting',
    call: 'patch /service-desk/barcode/template/reset/4',
    arrange: serveTemplate,
    prepare: async (user: UserEvent) => {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      await screen.findByRole('dialog');
    },
    submit: inDialog('Reset'),
    dialog: 'closes',
    twice: { name: 'barcode template reset', success: 'Barcode template reset successfully.' },
  },
]);

const serveDepartments = () => serveLookup('/api/dependency/departments', [{ id: 1, name: 'Support' }]);
const renderAnnouncement = () => renderWithPlugin(<AnnouncementScreen />);

describeScreenCalls('the announcement', { render: renderAnnouncement, arrange: serveDepartments }, [
  {
    name: 'sending',
    call: 'post /service-desk/api/announcement',
    prepare: async (user: UserEvent) => {
      await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Maintenance');
      await choose(user, 'Department', 'Support');
      await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Tonight');
    },
    submit: onScreen('Send'),
    typed: [{ label: /Subject/, value: 'Maintenance' }],
    fieldError: { field: 'subject', shown: true },
    twice: { name: 'announcement send', success: 'Announcement sent successfully.' },
  },
]);

describeUnmountWhileLoading([['barcode settings', renderBarcode]]);
