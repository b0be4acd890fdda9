import type { Lifecycles } from './pluginManifest';

type Props = Record<string, unknown>;
type Lifecycle = (props: Props) => Promise<unknown>;

async function run(lifecycle: Lifecycles[keyof Lifecycles], props: Props): Promise<void> {
  for (const step of [lifecycle ?? []].flat()) await (step as unknown as Lifecycle)(props);
}

/**
 * single-spa lifecycles standing for the ones `load` returns: the first call (bootstrap) loads
 * them with the application's props, and each call then runs the loaded one. A failed load is
 * tried again by the next call.
 */
export function deferredLifecycles(load: (props?: Props) => Promise<Lifecycles>) {
  let loading: Promise<Lifecycles> | undefined;
  const loaded = (props: Props) => {
    loading ??= load(props).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const deferred = (name: keyof Lifecycles) => async (props: Props) => run((await loaded(props))[name], props);
  return {
    bootstrap: deferred('bootstrap'),
    mount: deferred('mount'),
    unmount: deferred('unmount'),
    update: deferred('update'),
  };
}
