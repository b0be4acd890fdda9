import { signedIn } from '../../testing/upload-app';
import { firstOption, ok, postForm } from '../../testing/requests';
import { readRows } from '../../testing/read-db';
import { useUploadApp } from '../../testing/use-app';
import type { TestClient } from '../../testing/client';

const api = '/service-desk/api';

interface OutboxMail {
  kind: string;
  to_user_id: number;
  to_email: string;
  subject: string;
  body: string;
}

describe('POST announcement', () => {
  const ctx = useUploadApp();
  const send = (fields: Record<string, string>, client: TestClient = ctx.admin) =>
    postForm(client, `${api}/announcement`, fields);
  const outbox = async () =>
    ok<{ data: { mails: OutboxMail[]; total: number } }>(
      await ctx.admin.get('/shim/outbox?kind=announcement&limit=100'),
      'outbox',
    ).data;

  /** Sends to the first department or organization; the number of recipients the answer names. */
  const sendToFirst = async (option: 'department_id' | 'organization_id', subject: string, announcement: string) => {
    const lookup = option === 'department_id' ? 'departments' : 'organizations';
    const target = await firstOption(ctx.admin, `/api/dependency/${lookup}`);
    const response = await send({ option, subject, [option]: String(target.id), announcement });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json() as { message: string; data: { recipients: number } };
    expect(message).toBe('Announcement sent successfully.');
    expect(data.recipients).toBeGreaterThan(0);
    return { targetId: target.id, recipients: data.recipients };
  };

  it('sends one mail per user of the department, with the text of the sanitised body', async () => {
    const { targetId, recipients: count } = await sendToFirst(
      'department_id',
      'Network maintenance tonight',
      '<p>The VPN is down <b>22:00–23:00</b>.</p><script>alert(1)</script><p>Thanks &amp; sorry</p>',
    );
    const { mails, total } = await outbox();
    expect(total).toBe(count);
    expect(new Set(mails.map((mail) => mail.to_email)).size).toBe(total);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'announcement', subject: 'Network maintenance tonight' });
      expect(mail.body).toBe('The VPN is down 22:00–23:00.\nThanks & sorry');
    }
    const members = readRows<{ email: string }>(
      ctx.dbFile,
      'SELECT email FROM users WHERE department_id = ?',
      targetId,
    );
    expect(mails.map((mail) => mail.to_email).sort()).toEqual(members.map((member) => member.email).sort());
    const [stored] = readRows<{ body: string }>(ctx.dbFile, 'SELECT body FROM announcements');
    expect(stored.body).toBe('<p>The VPN is down <b>22:00–23:00</b>.</p><p>Thanks &amp; sorry</p>');
    const recipients = readRows<{ email: string }>(ctx.dbFile, 'SELECT email FROM announcement_recipients');
    expect(recipients).toHaveLength(total);
  });

  it('sends to the users of an organization', async () => {
    const { targetId, recipients } = await sendToFirst('organization_id', 'Office move', '<p>We move on Monday.</p>');
    const members = readRows(ctx.dbFile, 'SELECT id FROM users WHERE organization_id = ?', targetId);
    expect(recipients).toBe(members.length);
    expect((await outbox()).total).toBe(recipients);
  });

  it('reports each missing field, and the picker the option names', async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      subject: ['The subject field is required.'],
      option: ['The option field is required.'],
      announcement: ['The announcement field is required.'],
    });
    const noDepartment = await send({ option: 'department_id', subject: 'x', announcement: '<p></p>' });
    expect(noDepartment.json().errors).toEqual({
      department_id: ['The department field is required.'],
      announcement: ['The announcement field is required.'],
    });
    const noOrganization = await send({ option: 'organization_id', subject: 'x', announcement: '<p>y</p>' });
    expect(noOrganization.json().errors).toEqual({ organization_id: ['The organization field is required.'] });
    const unknown = await send({ option: 'team_id', subject: 'x', announcement: '<p>y</p>' });
    expect(unknown.json().errors).toEqual({ option: ['The selected option is invalid.'] });
    const missing = await send({ option: 'department_id', department_id: '99999', subject: 'x', announcement: 'y' });
    expect(missing.json().errors).toEqual({ department_id: ['The selected department is invalid.'] });
    expect((await outbox()).total).toBe(0);
  });

  it('lets only administrators send, with the CSRF token', async () => {
    const agent = await signedIn(ctx.app, 'Sam Agent');
    const fields = { option: 'department_id', department_id: '1', subject: 'x', announcement: '<p>y</p>' };
    expect((await send(fields, agent)).statusCode).toBe(403);
    const forged = await ctx.admin.request({
      method: 'POST',
      url: `${api}/announcement`,
      payload: fields,
      csrf: false,
    });
    expect(forged.statusCode).toBe(419);
    expect((await outbox()).total).toBe(0);
  });
});
