import { EMPTY_CHANGE, changeSchema } from '@/features/changes/form/schema';
import { EMPTY_PROBLEM, problemSchema } from './schema';

const option = { id: 1, name: 'One' };
const validProblem = {
  ...EMPTY_PROBLEM,
  subject: 'Printers offline',
  description: '<p>Every morning.</p>',
  requester: option,
  department: option,
  impact: option,
  status: option,
  priority: option,
};
const validChange = {
  ...EMPTY_CHANGE,
  subject: 'Move the scheduler',
  description: '<p>Sunday window.</p>',
  requester: option,
  status: option,
  change_type: option,
};

/** The first message per field, as the form shows them. */
async function errors(schema: typeof problemSchema | typeof changeSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

describe.each([
  ['problem', problemSchema, validProblem],
  ['change', changeSchema, validChange],
] as const)('the %s form refuses hostile input with the spec messages', (_name, schema, valid) => {
  it('accepts the valid values', async () => {
    expect(await errors(schema, valid)).toEqual({});
  });

  it('whitespace-only subject and description are required', async () => {
    expect(await errors(schema, { ...valid, subject: ' \t\n\u00a0 ', description: '<p>&nbsp; </p><p> </p>' })).toEqual({
      subject: 'This field is required.',
      description: 'This field is required.',
    });
  });

  it('over-long subject and identifier name the limit', async () => {
    expect(await errors(schema, { ...valid, subject: 'x'.repeat(51), identifier: 'y'.repeat(46) })).toEqual({
      subject: 'The subject should be less than 50 characters.',
      identifier: 'The identifier should be less than 45 characters.',
    });
  });

  it('counts characters as the backend does: 50 emoji are 50 characters', async () => {
    expect(await errors(schema, { ...valid, subject: '😀'.repeat(50), identifier: '𝕏'.repeat(45) })).toEqual({});
    expect(await errors(schema, { ...valid, subject: '😀'.repeat(51) })).toEqual({
      subject: 'The subject should be less than 50 characters.',
    });
  });
});
