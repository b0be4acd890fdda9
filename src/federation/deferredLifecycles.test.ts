import { deferredLifecycles } from './deferredLifecycles';
import type { Lifecycles } from './pluginManifest';

/** Lifecycles recording each call with the props it got. */
function recordingLifecycles(calls: string[]): Lifecycles {
  const record = (name: string) => async (props: { step?: string }) => {
    calls.push(`${name} ${props.step ?? ''}`.trim());
  };
  return {
    bootstrap: [record('bootstrap'), record('bootstrap again')],
    mount: record('mount'),
    unmount: record('unmount'),
  };
}

describe('deferredLifecycles', () => {
  it('loads the lifecycles once, with the props of the first call, and runs each call on them', async () => {
    const calls: string[] = [];
    const load = jest.fn(async () => recordingLifecycles(calls));
    const deferred = deferredLifecycles(load);

    await deferred.bootstrap({ step: '1' });
    await deferred.mount({ step: '2' });
    await deferred.unmount({ step: '3' });

    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ step: '1' });
    expect(calls).toEqual(['bootstrap 1', 'bootstrap again 1', 'mount 2', 'unmount 3']);
  });

  it('tries the load again after it failed', async () => {
    const calls: string[] = [];
    const load = jest
      .fn<Promise<Lifecycles>, []>()
      .mockRejectedValueOnce(new Error('remote unreachable'))
      .mockResolvedValue(recordingLifecycles(calls));
    const deferred = deferredLifecycles(load);

    await expect(deferred.bootstrap({})).rejects.toThrow('remote unreachable');
    await deferred.bootstrap({});

    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['bootstrap', 'bootstrap again']);
  });

  it('answers an update the loaded lifecycles do not have', async () => {
    const deferred = deferredLifecycles(async () => recordingLifecycles([]));
    await expect(deferred.update({})).resolves.toBeUndefined();
  });
});
