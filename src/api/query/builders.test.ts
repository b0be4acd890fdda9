import { keepPreviousData, MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { recordKeys } from './keys';
import { invalidateEach, reloadOnSuccess, removal } from './mutations';
import { freshQuery, pagedQuery, readQuery } from './options';

describe('the query builders', () => {
  test.each([
    ['readQuery', readQuery, { retry: false }, { retry: false }],
    ['pagedQuery', pagedQuery, undefined, { placeholderData: keepPreviousData }],
    ['freshQuery', freshQuery, undefined, { staleTime: 0, gcTime: 0 }],
  ] as const)('%s reads with the query signal and keeps its settings', async (_name, build, settings, expected) => {
    const read = jest.fn(async () => 'answer');
    const options = build(['things', 4], read, settings);
    expect(options).toMatchObject({ queryKey: ['things', 4], ...expected });
    await expect(new QueryClient().fetchQuery(options)).resolves.toBe('answer');
    expect(read).toHaveBeenCalledWith(expect.any(AbortSignal));
  });
});

describe('recordKeys', () => {
  it('keeps everything about one record under its record key', () => {
    const keys = recordKeys('things');
    expect(keys.lists()).toEqual([...keys.all, 'list']);
    for (const key of [keys.detail(3), keys.actions(3), keys.forEdit(3)]) {
      expect(key.slice(0, 2)).toEqual(keys.record(3));
    }
  });
});

describe('the reloading mutations', () => {
  async function run<Result, Input>(
    client: QueryClient,
    options: MutationObserverOptions<Result, Error, Input>,
    input: Input,
  ): Promise<void> {
    await new MutationObserver(client, options).mutate(input).catch(() => undefined);
  }

  it('removal reads the lists again whether the delete succeeded or not', async () => {
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const remove = jest.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('deleted');
    await run(client, removal(remove, ['things', 'list']), 4);
    await run(client, removal(remove, ['things', 'list']), 5);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['things', 'list'] }], [{ queryKey: ['things', 'list'] }]]);
  });

  it('reloadOnSuccess reloads only after a success, with the call input', async () => {
    const client = new QueryClient();
    const reload = jest.fn();
    const call = jest.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('saved');
    await run(client, reloadOnSuccess(call, reload), 'first');
    await run(client, reloadOnSuccess(call, reload), 'second');
    expect(reload.mock.calls).toEqual([[client, 'second']]);
  });

  it('invalidateEach invalidates every key', async () => {
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    await invalidateEach(client, [['a'], ['b', 1]]);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['a'] }], [{ queryKey: ['b', 1] }]]);
  });
});
