import type { OutboxMail } from '../../db/outbox/outbox';
import { useClockedApp } from '../../testing/use-app';
import { postJson } from '../../testing/requests';
import { signedIn } from '../../testing/upload-app';

const api = '/service-desk/api';
const HOUR = 60 * 60 * 1000;
const CHANGE = 17;

describe('automatic CAB reminders', () => {
  const ctx = useClockedApp();

  const outbox = async (client = ctx.admin) => {
    const response = await client.get('/shim/outbox?limit=100&kind=cab_reminder');
    return { status: response.statusCode, body: response.json() as { data: { mails: OutboxMail[]; total: number } } };
  };
  const mails = async () => (await outbox()).body.data.mails;

  const board = async () => {
    const body = (await ctx.admin.get(`${api}/change-approval-status/${CHANGE}`)).json() as {
      data: {
        id: number;
        created_at: string;
        approval_levels: { approve_users: { id: number; approval_link: string | null }[] }[];
      }[];
    };
    return body.data[0];
  };

  /** Moves the clock to `hours` after the board was applied; the scheduler runs at that time. */
  const after = async (hours: number) => {
    const applied = new Date(`${(await board()).created_at.replace(' ', 'T')}Z`).getTime();
    ctx.clock.moveTo(new Date(applied + hours * HOUR));
  };

  it('mails the pending approvers of the active level every reminder_interval hours until stopped', async () => {
    const cabs = (await ctx.admin.get(`${api}/dependency/cabs`)).json() as {
      data: { data: { id: number; name: string }[] };
    };
    const major = cabs.data.data.find((cab) => cab.name === 'Major Change Board')!;
    await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: major.id });

    await after(7.9);
    expect(await mails()).toEqual([]);

    // The Major Change Board reminds every 8 hours; its first level has two users.
    await after(8);
    const first = await mails();
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({
      kind: 'cab_reminder',
      subject: expect.stringMatching(/^Approval needed: CHG-0017 /),
      body: expect.stringMatching(/Approve or deny it here: \/change-approval\/[0-9a-f]{64}\n$/),
      owner_type: 'sd_changes',
      owner_id: CHANGE,
    });
    const log = (await ctx.admin.get(`${api}/change-log/${CHANGE}?limit=1`)).json() as {
      data: { change_activity_logs: { data: { name: string }[] } };
    };
    expect(log.data.change_activity_logs.data[0].name).toMatch(
      /^Service Desk sent an automatic reminder to <b>.+, .+<\/b> for the CAB <b>Major Change Board<\/b>$/,
    );

    await after(9);
    expect(await mails()).toHaveLength(2);
    await after(16);
    expect(await mails()).toHaveLength(4);

    const { id } = await board();
    expect((await ctx.admin.get(`${api}/stop-auto-reminder/${id}`)).statusCode).toBe(200);
    await after(40);
    expect(await mails()).toHaveLength(4);
    expect((await ctx.admin.get(`${api}/resume-auto-reminder/${id}`)).statusCode).toBe(200);
    await after(40);
    expect(await mails()).toHaveLength(6);

    // Each approver's mail carries their own link; once they have decided they get no more.
    const sent = await mails();
    for (const mail of sent.slice(0, 2)) {
      const hash = /\/change-approval\/([0-9a-f]{64})/.exec(mail.body)![1];
      const decided = await postJson(ctx.admin, `${api}/approval-action/${hash}`, {
        action_type: 'approve',
        comment: 'Ok',
      });
      expect(decided.statusCode).toBe(200);
    }
    // The second level (the Admin user type) is active now: its one administrator is reminded.
    await after(48);
    const latest = await mails();
    expect(latest).toHaveLength(7);
    expect(latest[0]).toMatchObject({ to_email: 'ada.admin@helpdesk.example' });
  });

  it('sends nothing for a board whose CAB has no automatic reminders', async () => {
    const cabs = (await ctx.admin.get(`${api}/dependency/cabs`)).json() as {
      data: { data: { id: number; name: string }[] };
    };
    const emergency = cabs.data.data.find((cab) => cab.name === 'Emergency CAB')!;
    await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: emergency.id });
    await after(24 * 30);
    expect(await mails()).toEqual([]);
  });

  it('writes a reminder sent by hand to the outbox too, which only administrators read', async () => {
    const cabs = (await ctx.admin.get(`${api}/dependency/cabs`)).json() as {
      data: { data: { id: number; name: string }[] };
    };
    const standard = cabs.data.data.find((cab) => cab.name === 'Standard Change Board')!;
    await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: standard.id });
    const status = (await ctx.admin.get(`${api}/change-approval-status/${CHANGE}`)).json() as {
      data: { approval_levels: { id: number }[] }[];
    };
    const level = status.data[0].approval_levels[0].id;
    const sent = await postJson(ctx.admin, `${api}/send-reminder`, { type: 'level', change_id: CHANGE, id: level });
    expect(sent.json()).toEqual({ message: 'Reminder sent successfully.' });
    expect((await outbox()).body.data.total).toBe(2);

    const sam = await signedIn(ctx.app, 'Sam Agent');
    expect(await outbox(sam)).toEqual({
      status: 403,
      body: { message: 'Only administrators may read the outbox.' },
    });
  });
});
