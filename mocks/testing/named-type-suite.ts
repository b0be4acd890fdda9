import type { NamedType } from '../db/named-types';
import { capitalised } from '../routes/records/kind';
import { TestClient } from './client';
import { savedId } from './requests';
import { expectRefused, referenceApi } from './reference-api';
import { useApp } from './use-app';

interface NamedTypeCase {
  routes: { path: string; listKey: string; recordKey: string };
  /** The seeded names in id order. */
  seeded: readonly string[];
  /** A seeded name in use, and the refusal of its delete. */
  inUse: { name: string; message: RegExp };
  /** Whether an agent who creates contracts may add one (from the contract form). */
  agentsCreate: boolean;
}

/** The tests every record that is only a name passes: list, create, edit, delete, 422s, in-use delete, permissions. */
export function describeNamedType({ routes, seeded, inUse, agentsCreate }: NamedTypeCase): void {
  // 'Contract type': its messages' noun.
  const noun = capitalised(routes.recordKey.replaceAll('_', ' '));
  describe(`${noun}s`, () => {
    const ctx = useApp();
    const api = referenceApi<NamedType, typeof routes>(ctx, routes);
    const rows = async (query: string) => (await api.list(query))[routes.listKey] as NamedType[];

    it(`lists the seeded ${noun}s at data.${routes.listKey}, paged, searched and sorted`, async () => {
      const ascending = await api.list('sort-order=desc');
      expect(ascending.total).toBe(seeded.length);
      expect((ascending[routes.listKey] as NamedType[]).map((row) => row.name)).toEqual(seeded);
      expect((await rows('sort-field=name&limit=1'))[0].name).toBe([...seeded].sort().reverse()[0]);
      expect(
        (await rows(`search-query=${encodeURIComponent(seeded[1].slice(1, 5))}`)).map((row) => row.name),
      ).toContain(seeded[1]);
    });

    it(`creates, reads, updates and deletes a ${noun}`, async () => {
      const id = savedId(await api.save({ name: 'Quarterly' }), `${noun} created successfully.`);
      expect(await api.read(id)).toEqual({
        id,
        name: 'Quarterly',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      savedId(await api.save({ id, name: 'Yearly' }), `${noun} updated successfully.`);
      expect((await api.read(id)).name).toBe('Yearly');
      expect((await api.remove(id)).json()).toEqual({ message: `${noun} deleted successfully.` });
      expect((await ctx.admin.get(`${api.url}/${id}`)).statusCode).toBe(404);
    });

    it('answers 422: name required, at most 50 characters and unique', async () => {
      expect((await api.save({})).json()).toMatchObject({ errors: { name: ['The name field is required.'] } });
      expect((await api.save({ name: 'x'.repeat(51) })).json()).toMatchObject({
        errors: { name: ['The name should be less than 50 characters.'] },
      });
      expect((await api.save({ name: seeded[0].toUpperCase() })).json()).toMatchObject({
        errors: { name: ['The name has already been taken.'] },
      });
    });

    it(`refuses to delete a ${noun} in use, leaving it whole`, async () => {
      const used = (await rows(`search-query=${encodeURIComponent(inUse.name)}`))[0];
      expectRefused(await api.remove(used.id), inUse.message);
      expect((await api.read(used.id)).name).toBe(inUse.name);
    });

    it(`lets ${agentsCreate ? 'agents who create contracts add one and ' : ''}only administrators change them`, async () => {
      const agent = new TestClient(ctx.app);
      await agent.signInAs('Sam Agent');
      expect((await api.save({ name: 'By an agent' }, agent)).statusCode).toBe(agentsCreate ? 200 : 403);
      expect((await api.save({ id: 1, name: 'Renamed' }, agent)).statusCode).toBe(403);
      expect((await api.remove(1, agent)).statusCode).toBe(403);
    });
  });
}
