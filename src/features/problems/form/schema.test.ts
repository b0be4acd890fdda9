import { htmlText, MESSAGES, problemSchema, EMPTY_PROBLEM } from './schema';
import { fieldErrorsFromServer } from './values';
import { describeTextLimits, schemaErrors } from '@/testing/schemaErrors';

const valid = {
  ...EMPTY_PROBLEM,
  subject: 'VPN drops',
  description: '<p>Text</p>',
  requester: { id: 1, name: 'Rita' },
  department: { id: 1, name: 'Support' },
  impact: { id: 1, name: 'High' },
  status: { id: 1, name: 'Open' },
  priority: { id: 1, name: 'Urgent' },
};

const errorsOf = (values: object) => schemaErrors(problemSchema, values);

describe('the problem schema', () => {
  it('accepts a valid problem, with a 50-character subject and a 45-character identifier', async () => {
    expect(await errorsOf({ ...valid, subject: 's'.repeat(50), identifier: 'i'.repeat(45) })).toEqual({});
  });

  it('uses the specification messages word for word', async () => {
    expect(MESSAGES).toEqual({
      required: 'This field is required.',
      subjectMax: 'The subject should be less than 50 characters.',
      identifierMax: 'The identifier should be less than 45 characters.',
    });
    expect(await errorsOf({ ...valid, subject: 's'.repeat(51), identifier: 'i'.repeat(46) })).toEqual({
      subject: 'The subject should be less than 50 characters.',
      identifier: 'The identifier should be less than 45 characters.',
    });
    expect(await errorsOf(EMPTY_PROBLEM)).toEqual({
      subject: 'This field is required.',
      description: 'This field is required.',
      requester: 'This field is required.',
      department: 'This field is required.',
      impact: 'This field is required.',
      status: 'This field is required.',
      priority: 'This field is required.',
    });
  });

  it('reads HTML without tags or non-breaking spaces', () => {
    expect(htmlText('<p>&nbsp;</p><p><br></p>')).toBe('');
    expect(htmlText('<p><strong>Hi</strong></p>')).toBe('Hi');
  });

  it('maps the server field names onto the form fields', () => {
    expect(
      fieldErrorsFromServer({
        requester_id: 'a',
        status_type_id: 'b',
        'asset_ids.1': 'c',
        attachment: 'd',
        unknown_field: 'e',
      }),
    ).toEqual({ requester: 'a', status: 'b', assets: 'c', attachment: 'd' });
  });
});

describeTextLimits('problem', problemSchema, valid);
