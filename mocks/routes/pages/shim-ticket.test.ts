import { TestClient } from '../../testing/client';
import { ok } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

describe('the host page reads the ticket it shows', () => {
  const ctx = useApp();

  it("answers the ticket's number and subject", async () => {
    const { data } = ok<{ data: { id: number; ticket_number: string; subject: string } }>(
      await ctx.admin.get('/shim/ticket/1'),
      'ticket',
    );
    expect(data).toEqual({ id: 1, ticket_number: expect.any(String), subject: expect.any(String) });
    expect(data.subject.length).toBeGreaterThan(0);
    expect((await ctx.admin.get('/shim/ticket/999999')).statusCode).toBe(404);
    expect((await ctx.admin.get('/shim/ticket/abc')).statusCode).toBe(404);
  });

  it("refuses a requester another person's ticket", async () => {
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    const statuses = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(async (id) => (await requester.get(`/shim/ticket/${id}`)).statusCode),
    );
    expect(statuses).toContain(403);
    expect(statuses.every((status) => status === 200 || status === 403)).toBe(true);
  });
});
