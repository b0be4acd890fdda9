import type { ApproverStatus, BoardStatus } from '../../db/change-approvals/status';
import type { TestClient } from '../../testing/client';
import { postJson } from '../../testing/requests';
import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { readRows } from '../../testing/read-db';

const api = '/service-desk/api';
const CHANGE = 15;

describe('who decided a CAB level, and with what comment', () => {
  const ctx = useUploadApp();

  const read = <T>(sql: string, ...params: unknown[]): T[] => readRows<T>(ctx.dbFile, sql, ...params);

  const status = async (client: TestClient): Promise<BoardStatus> =>
    ((await client.get(`${api}/change-approval-status/${CHANGE}`)).json() as { data: BoardStatus[] }).data[0];

  /** The Emergency CAB's one level: the administrator as a user, and the Agent user type. */
  const approvers = async (client: TestClient): Promise<{ admin: ApproverStatus; agents: ApproverStatus }> => {
    const [level] = (await status(client)).approval_levels;
    return { admin: level.approve_users[0], agents: level.approve_user_types[0] };
  };

  beforeEach(async () => {
    const [cab] = read<{ id: number }>("SELECT id FROM cabs WHERE name = 'Emergency CAB'");
    const applied = await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: cab.id });
    expect(applied.statusCode).toBe(200);
  });

  it('gives each approver their own link: a user their row’s, each user of a user type one of their own', async () => {
    const sam = await signedIn(ctx.app, 'Sam Agent');
    const asAdmin = await approvers(ctx.admin);
    const asSam = await approvers(sam);
    expect(asAdmin.admin.approval_link).toMatch(/^\/change-approval\/[0-9a-f]{64}$/);
    expect(asAdmin.agents.approval_link).toBeNull();
    expect(asSam.admin.approval_link).toBeNull();
    expect(asSam.agents.approval_link).toMatch(/^\/change-approval\/[0-9a-f]{64}$/);

    const vera = await signedIn(ctx.app, 'Vera Viewer');
    const asVera = await approvers(vera);
    expect(asVera.agents.approval_link).toMatch(/^\/change-approval\/[0-9a-f]{64}$/);
    expect(asVera.agents.approval_link).not.toBe(asSam.agents.approval_link);

    // The user type row's own hash names nobody, so it is no link.
    const [typeRow] = read<{ hash: string }>(
      'SELECT hash FROM change_cab_approvers WHERE user_type_id IS NOT NULL ORDER BY id DESC LIMIT 1',
    );
    expect((await ctx.admin.get(`${api}/change-conversation/${typeRow.hash}`)).statusCode).toBe(404);
  });

  it('names the user who decided for a user type by their link, with their comment', async () => {
    const sam = await signedIn(ctx.app, 'Sam Agent');
    const samId = (await sam.session()).user.id;
    const link = (await approvers(sam)).agents.approval_link as string;
    const hash = link.split('/').at(-1) as string;
    // Anyone holding the link decides as the user it was made for, whoever is signed in.
    const decided = await postJson(ctx.admin, `${api}/approval-action/${hash}`, {
      action_type: 'approve',
      comment: 'Fine by operations',
    });
    expect(decided.json()).toEqual({ message: 'Change approved successfully.' });

    const { agents, admin } = await approvers(ctx.admin);
    expect(agents).toMatchObject({
      status: 'APPROVED',
      comment: 'Fine by operations',
      acted_by: { id: samId, name: 'Sam Agent' },
      acted_at: expect.any(String),
      approval_link: null,
    });
    expect(admin).toMatchObject({ status: 'PENDING', comment: null, acted_by: null });
    const [log] = read<{ name: string; creator_id: number }>(
      "SELECT name, creator_id FROM change_activity_logs WHERE change_id = ? AND name LIKE '%approved the level%'",
      CHANGE,
    );
    expect(log).toEqual({
      name: 'Sam Agent approved the level <b>Emergency approvers</b> of the CAB <b>Emergency CAB</b> as <b>Agent</b>',
      creator_id: samId,
    });
  });

  it('names the signed-in user who decided without a link, with their comment', async () => {
    const sam = await signedIn(ctx.app, 'Sam Agent');
    const samId = (await sam.session()).user.id;
    const decided = await postJson(sam, `${api}/approval-action-without-hash/${CHANGE}`, {
      action_type: 'deny',
      comment: 'Not this week',
    });
    expect(decided.json()).toEqual({ message: 'Change denied successfully.' });
    expect((await approvers(ctx.admin)).agents).toMatchObject({
      status: 'DENIED',
      comment: 'Not this week',
      acted_by: { id: samId, name: 'Sam Agent' },
    });
  });
});
