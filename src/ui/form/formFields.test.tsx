import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import * as yup from 'yup';
import { TextField } from './TextField';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { FileField } from './FileField';
import { RichTextField } from './RichTextField';
import { hugeFile, TOO_LARGE } from '@/testing/files';
import { errorOf } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveLookup } from '@/testing/serve';

type Values = Record<string, unknown>;

/** A Formik form around the fields; the last submitted values are recorded. */
function renderForm(children: ReactNode, initialValues: Values, schema?: yup.AnyObjectSchema) {
  const submitted: Values[] = [];
  const view = renderWithPlugin(
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => {
        submitted.push(values);
      }}
    >
      <Form>
        {children}
        <button type="submit">Submit</button>
      </Form>
    </Formik>,
  );
  return { ...view, submitted };
}

describe('TextField', () => {
  it('labels the input and ties its error to it once touched', async () => {
    const user = userEvent.setup();
    renderForm(
      <TextField name="subject" label="Subject" required />,
      { subject: '' },
      yup.object({
        subject: yup.string().required('This field is required.'),
      }),
    );
    const input = screen.getByRole('textbox', { name: 'Subject' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveClass('is-invalid');
    expect(errorOf(input)).toBe('This field is required.');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toHaveClass('invalid-feedback');
    await user.type(input, 'x');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-describedby'));
  });
});

describe('LookupSelectField', () => {
  beforeEach(() => {
    serveLookup('/api/dependency/departments', [
      { id: 1, name: 'Support' },
      { id: 2, name: 'Network' },
    ]);
  });

  it('holds one option: a new choice replaces the previous one', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <LookupSelectField name="department" label="Department" dependency="departments" />,
      { department: null },
    );
    const combobox = screen.getByRole('combobox', { name: 'Department' });
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(await screen.findByRole('option', { name: 'Network' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ department: { id: 2, name: 'Network' } }]));
    expect(screen.getByRole('button', { name: 'Remove Network' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Support' })).toBeNull();
  });

  it('holds several options when multiple', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <LookupSelectField name="departments" label="Departments" dependency="departments" multiple />,
      { departments: [] },
    );
    await user.click(screen.getByRole('combobox', { name: 'Departments' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(await screen.findByRole('option', { name: 'Network' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].departments).toEqual([
      { id: 1, name: 'Support' },
      { id: 2, name: 'Network' },
    ]);
  });

  it('marks the combobox invalid and describes it with the error after a submit', async () => {
    const user = userEvent.setup();
    renderForm(
      <LookupSelectField name="department" label="Department" dependency="departments" required />,
      { department: null },
      yup.object({
        department: yup
          .mixed()
          .nullable()
          .test('required', 'This field is required.', (value) => value != null),
      }),
    );
    const combobox = screen.getByRole('combobox', { name: 'Department' });
    expect(combobox).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(combobox).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(combobox)).toBe('This field is required.');
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await waitFor(() => expect(combobox).not.toHaveAttribute('aria-invalid'));
    expect(combobox).not.toHaveAttribute('aria-describedby');
  });
});

describe('FileField', () => {
  const current = { id: 9, value: 'report.pdf', size: 1024, type: 'pdf' };

  it('shows the current attachment and a remove toggle that sets the delete field', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <FileField
        name="attachment"
        deleteName="attachment_delete"
        label="Attachment"
        current={current}
        owner="sd_problem:4"
      />,
      { attachment: null, attachment_delete: false },
    );
    expect(screen.getByRole('link', { name: 'Download report.pdf' })).toBeInTheDocument();
    expect(screen.getByText('1 KB', { exact: false })).toBeInTheDocument();
    const remove = screen.getByRole('checkbox', { name: 'Remove the current attachment (report.pdf)' });
    await user.click(remove);
    expect(remove).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ attachment: null, attachment_delete: true }]));
  });

  it('takes a chosen file, which can be cleared again', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <FileField name="attachment" deleteName="attachment_delete" label="Attachment" />,
      { attachment: null, attachment_delete: false },
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    const input = screen.getByLabelText('Attachment') as HTMLInputElement;
    const file = new File(['abc'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, file);
    expect(screen.getByText('Chosen: notes.txt (3 Bytes)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].attachment).toBe(file);
    await user.click(screen.getByRole('button', { name: 'Clear notes.txt' }));
    expect(screen.queryByText(/Chosen:/)).toBeNull();
    expect(input.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1].attachment).toBeNull();
  });
});

describe('RichTextField', () => {
  it('loads the editor lazily, labels it and reports HTML; the error is tied to the editable', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <RichTextField name="description" label="Description" />,
      { description: '' },
      yup.object({ description: yup.string().required('This field is required.') }),
    );
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(editor)).toBe('This field is required.');
    await user.type(editor, '<p>Hello</p>');
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ description: '<p>Hello</p>' }]));
  });
});

describe('files over the 10 MB upload limit', () => {
  it('FileField refuses the file with a message on the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <>
        <TextField name="subject" label="Subject" />
        <FileField name="attachment" deleteName="attachment_delete" label="Attachment" />
      </>,
      { subject: '', attachment: null, attachment_delete: false },
    );
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Printers offline');
    const input = screen.getByLabelText('Attachment');
    await user.upload(input, hugeFile());
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(input)).toBe(TOO_LARGE);
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
});
