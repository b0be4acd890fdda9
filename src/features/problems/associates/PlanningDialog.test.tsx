import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlanningDialog, { type PlanningDialogProps } from './PlanningDialog';
import { hugeFile, TOO_LARGE } from '@/testing/files';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';

/** The named fields of a multipart body, as text. */
function multipartFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pattern =
    /Content-Disposition: form-data; name="([^"]+)"(?:; filename="([^"]*)")?\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/g;
  for (const match of body.matchAll(pattern)) fields[match[1]] = match[2] !== undefined ? `file:${match[2]}` : match[3];
  return fields;
}

function renderDialog(props: Partial<PlanningDialogProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderWithPlugin(
    <PlanningDialog problemId={4} identifier="root-cause" onClose={onClose} onSaved={onSaved} {...props} />,
  );
  return { ...view, onClose, onSaved };
}

function notWritten(identifier: string) {
  nock(API).get(`/service-desk/api/general-popup/4/sd_problem/${identifier}`).reply(404, { message: 'Not found.' });
}

/** Records the multipart bodies posted to the planning call. */
function acceptSave(status = 200, reply: object = { message: 'Planning saved.' }) {
  const bodies: Array<Record<string, string>> = [];
  const scope = nock(API)
    .post('/service-desk/api/general-popup/4/sd_problem', (body: string) => {
      bodies.push(multipartFields(String(body)));
      return true;
    })
    .reply(status, reply);
  return { bodies, scope };
}

/**
 * jsdom's Blob has no stream() (browsers do); axios's Node adapter reads files through it.
 * Test-only stand-in, read with jsdom's FileReader.
 */
const blobPrototype = Blob.prototype as Blob & { stream?: unknown };
const originalStream = Object.getOwnPropertyDescriptor(blobPrototype, 'stream');
beforeAll(() => {
  Object.defineProperty(blobPrototype, 'stream', {
    configurable: true,
    value: async function* stream(this: Blob) {
      const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
      yield new Uint8Array(buffer);
    },
  });
});
afterAll(() => {
  if (originalStream) Object.defineProperty(blobPrototype, 'stream', originalStream);
  else Reflect.deleteProperty(blobPrototype, 'stream');
});

const description = () => screen.getByRole('textbox', { name: /Description/ });

describe('the planning popup', () => {
  it('starts empty when the note is not written yet (404) and needs a description', async () => {
    notWritten('root-cause');
    const { bodies } = acceptSave();
    const { onSaved } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Root cause' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /Description/ })).toHaveValue('');
    // Only the solution has a title.
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('rejects a solution title of 51 characters with the exact message', async () => {
    notWritten('solution');
    const { bodies } = acceptSave();
    renderDialog({ identifier: 'solution' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'x'.repeat(51));
    await userEvent.type(await screen.findByRole('textbox', { name: /Description/ }), 'Restart the service');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The title should be less than 50 characters.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    // 50 characters are accepted.
    await userEvent.clear(title);
    await userEvent.type(title, 'y'.repeat(50));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ identifier: 'solution', description: 'Restart the service', title: 'y'.repeat(50) });
  });

  it('posts identifier and description (no title) for other notes, with the attachment, and reports success', async () => {
    notWritten('impact');
    const { bodies } = acceptSave();
    const { onSaved } = renderDialog({ identifier: 'impact' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Description/ }), 'Mail is down');
    await userEvent.upload(
      screen.getByLabelText('Attachment'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Planning saved.'));
    expect(bodies).toEqual([{ identifier: 'impact', description: 'Mail is down', attachment: 'file:notes.txt' }]);
  });

  it('loads a written note and sends attachment_delete when its attachment is removed', async () => {
    nock(API)
      .get('/service-desk/api/general-popup/4/sd_problem/symptoms')
      .reply(200, {
        data: {
          general_info: {
            identifier: 'symptoms',
            title: '',
            description: 'Slow logins',
            attachment: { id: 8, value: 'log.txt', size: 10, type: 'txt', owner: 'sd_problem:4' },
          },
        },
      });
    const { bodies } = acceptSave();
    const { onSaved } = renderDialog({ identifier: 'symptoms' });
    expect(await screen.findByRole('textbox', { name: /Description/ })).toHaveValue('Slow logins');
    await userEvent.click(screen.getByRole('button', { name: 'Remove attachment log.txt' }));
    expect(screen.queryByRole('link', { name: 'Download log.txt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([{ identifier: 'symptoms', description: 'Slow logins', attachment_delete: '1' }]);
  });

  it('stays open on a failure, shows the message inside and keeps what was typed', async () => {
    notWritten('root-cause');
    const { bodies } = acceptSave(500, { message: 'Could not save the planning.' });
    const { onSaved, onClose } = renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: /Description/ }), 'Expired certificate');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save the planning.');
    expect(description()).toHaveValue('Expired certificate');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(bodies).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the fields", async () => {
    notWritten('root-cause');
    acceptSave(422, {
      message: 'The given data was invalid.',
      errors: { description: ['The description is too long.'] },
    });
    renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: /Description/ }), 'Long text');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The description is too long.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(description()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one request on a double click and disables submit while saving', async () => {
    notWritten('root-cause');
    const bodies: unknown[] = [];
    nock(API)
      .post('/service-desk/api/general-popup/4/sd_problem', (body) => {
        bodies.push(body);
        return true;
      })
      .delay(200)
      .reply(200, { message: 'Planning saved.' })
      .persist();
    const { onSaved } = renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: /Description/ }), 'Cause');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
  });

  it('renders nothing while closed', () => {
    renderDialog({ identifier: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('files over the 10 MB upload limit', () => {
  it('the problem planning popup refuses it on the field and keeps the description', async () => {
    nock(API).get('/service-desk/api/general-popup/4/sd_problem/impact').reply(404, { message: 'Not found.' });
    renderWithPlugin(<PlanningDialog problemId={4} identifier="impact" onClose={jest.fn()} onSaved={jest.fn()} />);
    const description = await screen.findByRole('textbox', { name: /Description/ });
    await userEvent.type(description, 'Mail is down');
    const input = screen.getByLabelText('Attachment');
    await userEvent.upload(input, hugeFile());
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Remove attachment huge.iso' })).toBeNull();
    expect(description).toHaveValue('Mail is down');
  });
});
