import { TestClient } from '../../testing/client';
import { useApp } from '../../testing/use-app';
import { indexed, problemList } from '../../testing/problem-list';
import { seededLinks } from '../../testing/seeded-links';

describe('DELETE /service-desk/api/problem-delete/{id}', () => {
  const ctx = useApp();

  const remove = (client: TestClient, id: number | string) =>
    client.request({ method: 'DELETE', url: `/service-desk/api/problem-delete/${id}` });

  it('deletes the problem and says so', async () => {
    const before = await problemList(ctx.admin);

    const response = await remove(ctx.admin, 5);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Problem deleted successfully.' });
    const after = await problemList(ctx.admin, indexed('problem_ids', [5]));
    expect(after.total).toBe(0);
    expect((await problemList(ctx.admin)).total).toBe(before.total - 1);
  });

  it('removes the deleted problem from the asset and ticket filters too', async () => {
    const links = seededLinks();
    const { problem_id: problemId, asset_id: assetId } = links.problemAssets[0];
    const ticketLink = links.problemTickets.find((l) => l.problem_id === problemId);
    expect((await problemList(ctx.admin, indexed('asset_ids', [assetId]))).problems.map((p) => p.id)).toContain(
      problemId,
    );

    expect((await remove(ctx.admin, problemId)).statusCode).toBe(200);

    expect((await problemList(ctx.admin, indexed('asset_ids', [assetId]))).problems.map((p) => p.id)).not.toContain(
      problemId,
    );
    if (ticketLink) {
      expect((await problemList(ctx.admin, indexed('ticket_ids', [ticketLink.ticket_id]))).total).toBe(0);
    }
  });

  it('answers 404 for an unknown or already deleted problem', async () => {
    await remove(ctx.admin, 5);

    for (const id of [5, 999999, 'abc', 0]) {
      const response = await remove(ctx.admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Problem not found.' });
    }
  });

  it.each(['Vera Viewer', 'Rita Requester'])('refuses %s with 403 and keeps the problem', async (name) => {
    const client = new TestClient(ctx.app);
    await client.signInAs(name);

    const response = await remove(client, 5);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to delete problems.' });
    expect((await problemList(ctx.admin, indexed('problem_ids', [5]))).total).toBe(1);
  });

  it('lets the agent with every permission delete', async () => {
    const sam = new TestClient(ctx.app);
    await sam.signInAs('Sam Agent');

    expect((await remove(sam, 7)).statusCode).toBe(200);
  });
});
