import { attachmentDeleteField, multipartBody } from '@/api/multipartBody';

describe('a record save multipart body', () => {
  it('sends texts, chosen options as ids (empty when none), list options under one name and files, in order', () => {
    const plan = new File(['plan'], 'plan.pdf', { type: 'application/pdf' });
    const data = multipartBody({
      id: undefined,
      subject: 'Swap the switch',
      status_id: { id: 2, name: 'Open' },
      team_id: null,
      'asset_ids[]': [
        { id: 11, name: 'Laptop 11' },
        { id: 12, name: 'Laptop 12' },
      ],
      attachment: plan,
    });
    expect([...data.entries()].map(([name, value]) => [name, value instanceof File ? value.name : value])).toEqual([
      ['subject', 'Swap the switch'],
      ['status_id', '2'],
      ['team_id', ''],
      ['asset_ids[]', '11'],
      ['asset_ids[]', '12'],
      ['attachment', 'plan.pdf'],
    ]);
  });

  it('sends the removal of the stored attachment only for an existing record', () => {
    expect(attachmentDeleteField({ attachmentDelete: true })).toBeUndefined();
    expect(attachmentDeleteField({ id: 4, attachmentDelete: true })).toBe('1');
    expect(attachmentDeleteField({ id: 4, attachmentDelete: false })).toBe('0');
  });
});
