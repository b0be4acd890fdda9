import { useClockedApp } from '../../testing/use-app';
import { ok } from '../../testing/requests';
import { api, createContract, mailsAbout, readContract } from './test-support';

const DAY = 24 * 60 * 60 * 1000;
const END = Date.parse('2031-01-01T00:00:00Z');

describe('contract expiry reminders and the calendar', () => {
  const ctx = useClockedApp();

  it('mails the notify agents and addresses notify_before days before the end, once per end date', async () => {
    const id = await createContract(ctx.admin, {
      notify_before: 10,
      'notify_agent_ids[0]': 2,
      'email_ids[0]': 'facilities@example.com',
    });
    ctx.clock.moveTo(new Date(END - 10 * DAY - 60 * 1000));
    expect(await mailsAbout(ctx.admin, 'contract_expiry', id)).toHaveLength(0);
    ctx.clock.moveTo(new Date(END - 10 * DAY));
    const mails = await mailsAbout(ctx.admin, 'contract_expiry', id);
    const agent = (await readContract(ctx.admin, id)).notify_to as { email: string }[];
    expect(mails.map((mail) => mail.to_email).sort()).toEqual(agent.map((target) => target.email).sort());
    expect(mails[0]).toMatchObject({ created_at: '2030-12-22 00:00:00' });
    expect(mails[0].body).toContain('ends on 2031-01-01 00:00:00');
    ctx.clock.moveTo(new Date(END - 5 * DAY));
    expect(await mailsAbout(ctx.admin, 'contract_expiry', id)).toHaveLength(2);

    const log = ok<{ data: { contract_activity_logs: { data: { name: string }[] } } }>(
      await ctx.admin.get(`${api}/contract-log/${id}`),
      'log',
    ).data.contract_activity_logs.data.map((entry) => entry.name);
    expect(log[0]).toMatch(/^Service Desk sent the expiry reminder to <b>.+<\/b>$/);

    ctx.clock.moveTo(new Date(END + DAY));
    expect((await readContract(ctx.admin, id)).status).toEqual({ id: 5, name: 'Expired' });
    expect(await mailsAbout(ctx.admin, 'contract_expiry', id)).toHaveLength(2);
  });

  it('sends nothing for a contract without notify_before or one that is not running', async () => {
    const quiet = await createContract(ctx.admin, { name: 'Quiet', 'notify_agent_ids[0]': 2 });
    const draft = await createContract(ctx.admin, {
      name: 'Waiting',
      approver_id: 2,
      status_id: 1,
      notify_before: 30,
      'notify_agent_ids[0]': 2,
    });
    ctx.clock.moveTo(new Date(END - 2 * DAY));
    expect(await mailsAbout(ctx.admin, 'contract_expiry', quiet)).toHaveLength(0);
    expect(await mailsAbout(ctx.admin, 'contract_expiry', draft)).toHaveLength(0);
  });

  it('makes an approved contract active on its start date', async () => {
    const id = await createContract(ctx.admin, { status_id: 2 });
    ctx.clock.moveTo(new Date(Date.parse('2030-01-01T00:00:00Z') - DAY));
    expect((await readContract(ctx.admin, id)).status?.name).toBe('Approved');
    ctx.clock.moveTo(new Date(Date.parse('2030-01-01T00:00:00Z')));
    expect((await readContract(ctx.admin, id)).status?.name).toBe('Active');
  });
});
