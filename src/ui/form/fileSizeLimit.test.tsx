import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import PlanningDialog from '@/features/problems/associates/PlanningDialog';
import { CommentDialog } from '@/features/changes/view/discussions/CommentDialog';
import { FileField } from './FileField';
import { TextField } from './TextField';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';

const TOO_LARGE = 'Not chosen: huge.iso is larger than 10 MB. Choose a smaller file.';

/** A file that reports 11 MB without holding the bytes. */
function hugeFile(name = 'huge.iso'): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
  return file;
}

const describedText = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('files over the 10 MB upload limit', () => {
  it('FileField refuses the file with a message on the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    renderWithPlugin(
      <Formik
        initialValues={{ subject: '', attachment: null, attachment_delete: false }}
        onSubmit={(values) => {
          submitted.push(values);
        }}
      >
        <Form>
          <TextField name="subject" label="Subject" />
          <FileField name="attachment" deleteName="attachment_delete" label="Attachment" />
          <button type="submit">Submit</button>
        </Form>
      </Formik>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Printers offline');
    const input = screen.getByLabelText('Attachment');
    await user.upload(input, hugeFile());
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(input)).toBe(TOO_LARGE);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Printers offline');

    // A file within the limit clears the message and is the one submitted.
    const small = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, small);
    await waitFor(() => expect(screen.queryByText(TOO_LARGE)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted).toEqual([{ subject: 'Printers offline', attachment: small, attachment_delete: false }]),
    );
  });

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

  it('the discussion comment dialog refuses it on the field and sends nothing', async () => {
    const onSubmit = jest.fn(async () => 'Comment added.');
    renderWithPlugin(
      <CommentDialog
        show
        title="Add a comment"
        initial="<p>Keep this text</p>"
        parentId={null}
        onClose={jest.fn()}
        onSubmit={onSubmit}
        onDone={jest.fn()}
      />,
    );
    const input = await screen.findByLabelText('Attachments');
    await userEvent.upload(input, [new File(['a'], 'ok.txt'), hugeFile()]);
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('textarea')).toHaveValue('<p>Keep this text</p>');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
