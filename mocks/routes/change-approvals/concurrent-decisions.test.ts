import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../testing/client';
import { multipart } from '../../testing/multipart';
import { useUploadApp } from '../../testing/use-app';
import { ALREADY_DECIDED, INVALID_LINK, NOT_AN_APPROVER } from './by-approver';
import { readRows } from '../../testing/read-db';

const api = '/service-desk/api';
const PARALLEL = 20;

describe('concurrent CAB decisions', () => {
  const ctx = useUploadApp();

  const read = <T>(sql: string, ...params: unknown[]): T[] => readRows<T>(ctx.dbFile, sql, ...params);

  const cabId = async (name: string): Promise<number> => {
    const body = (await ctx.admin.get(`${api}/dependency/cabs`)).json() as {
      data: { data: { id: number; name: string }[] };
    };
    return body.data.data.find((option) => option.name === name)!.id;
  };

  const apply = async (changeId: number, cab: string) => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: `${api}/apply-cab-approval`,
      payload: { change_id: changeId, workflow_id: await cabId(cab) },
    });
    expect(response.statusCode).toBe(200);
  };

  const levelHashes = (changeId: number): string[] =>
    read<{ hash: string }>(
      `SELECT a.hash FROM change_cab_approvers a JOIN change_cab_levels l ON l.id = a.level_id
       JOIN change_cab_boards b ON b.id = l.board_id
       WHERE b.change_id = ? AND l.level_order = 1 AND a.user_id IS NOT NULL ORDER BY a.id`,
      changeId,
    ).map((row) => row.hash);

  /** The board, its approvers' decisions and the log lines that record a decision. */
  const outcome = (changeId: number) => ({
    board: read<{ status: string }>('SELECT status FROM change_cab_boards WHERE change_id = ?', changeId)[0].status,
    decided: read<{ status: string }>(
      `SELECT a.status FROM change_cab_approvers a JOIN change_cab_levels l ON l.id = a.level_id
       JOIN change_cab_boards b ON b.id = l.board_id WHERE b.change_id = ? AND a.status <> 'PENDING'`,
      changeId,
    ).length,
    completions: read<{ name: string }>(
      "SELECT name FROM change_activity_logs WHERE change_id = ? AND name LIKE '%completed the CAB%'",
      changeId,
    ).length,
  });

  /** A decision as the approval page sends it: multipart, so the body is read after the route starts. */
  /**
   * Exactly one 200; each other answer is a refusal: 409 when it raced the winner, or, when it
   * arrived after the winner had finished, what a late request is told.
   */
  const expectOneWinner = (responses: LightMyRequestResponse[], late: { status: number; message: string }) => {
    const answers = responses.map((response) => ({ status: response.statusCode, body: response.json() as unknown }));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect([
        { status: 409, body: { message: ALREADY_DECIDED } },
        { status: late.status, body: { message: late.message } },
      ]).toContainEqual(answer);
    }
  };

  const decide = (client: TestClient, url: string, index: number) =>
    client.request({
      method: 'POST',
      url,
      ...multipart({ action_type: index % 2 === 0 ? 'approve' : 'deny', comment: `Decision ${index}` }),
    });

  it('records exactly one of 20 parallel decisions by link hashes; the others are refused', async () => {
    await apply(13, 'Standard Change Board');
    const hashes = levelHashes(13);
    expect(hashes).toHaveLength(2);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        decide(ctx.admin, `${api}/approval-action/${hashes[index % hashes.length]}`, index),
      ),
    );
    expectOneWinner(responses, { status: 404, message: INVALID_LINK });
    expect(outcome(13)).toEqual({ board: expect.stringMatching(/^(APPROVED|DENIED)$/), decided: 1, completions: 1 });
  });

  it('records exactly one of 20 parallel decisions by the signed-in approver; the others are refused', async () => {
    await apply(14, 'Emergency CAB');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        decide(ctx.admin, `${api}/approval-action-without-hash/14`, index),
      ),
    );
    expectOneWinner(responses, { status: 403, message: NOT_AN_APPROVER });
    const result = outcome(14);
    expect(result.completions).toBe(1);
    expect(['APPROVED', 'DENIED']).toContain(result.board);
  });
});
