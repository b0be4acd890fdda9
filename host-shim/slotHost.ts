import { mountRootParcel, type Parcel } from 'single-spa';
import type { PluginManifestJson } from '../src/plugin';
import type { LoadPluginModule } from './pluginModules';
import { hostContext } from './registerPluginRoutes';
import type { HostSession } from './session';

/** A mounted (or still mounting) slot: its props can be updated, and it can be unmounted. */
export interface SlotHandle {
  update(props: Record<string, unknown>): void;
  unmount(): Promise<void>;
}

/** The plugin's manifest, and the loader of the modules its entries name. */
export interface Plugin {
  manifest: PluginManifestJson;
  loadModule: LoadPluginModule;
}

let provide: (plugin: Plugin) => void = () => undefined;
const pluginReady = new Promise<Plugin>((resolve) => {
  provide = resolve;
});

/** The plugin, once its manifest is read. */
export function whenPlugin(): Promise<Plugin> {
  return pluginReady;
}

/** Called once the plugin's manifest is read; slots asked for before wait for it. */
export function providePlugin(plugin: Plugin): void {
  provide(plugin);
}

type SlotProps = Record<string, unknown> & { domElement: HTMLElement; hostContext: unknown };

/**
 * Mounts a slot of the manifest as a single-spa parcel into `domElement`, the way the real host
 * does: `mountRootParcel(await loadModule(slot.module), { domElement, hostContext, ...props })`,
 * the remote's code loading only now. Unmounting before the load finished cancels the mount.
 * A slot that fails shows a notice in its place only.
 */
export function mountSlot(
  session: HostSession,
  domElement: HTMLElement,
  slotId: string,
  props: Record<string, unknown>,
): SlotHandle {
  let parcel: Parcel<SlotProps> | null = null;
  let cancelled = false;
  let latestProps = props;
  // single-spa refuses to unmount a parcel while it updates: unmounting waits for the updates sent.
  let updates: Promise<unknown> = Promise.resolve();
  // single-spa 6 keeps every root parcel, with the props object it was given, after its unmount:
  // those objects are emptied once the parcel is gone, so the old page's DOM is not kept alive.
  const given: Array<Record<string, unknown>> = [];
  const give = <T extends Record<string, unknown>>(parcelProps: T): T => {
    given.push(parcelProps);
    return parcelProps;
  };

  const mounted = (async () => {
    const { manifest, loadModule } = await pluginReady;
    const slot = manifest.slots.find((candidate) => candidate.id === slotId);
    if (!slot) throw new Error(`The service desk has no slot "${slotId}".`);
    const lifecycles = await loadModule<SlotProps>(slot.module);
    if (cancelled) return;
    parcel = mountRootParcel<SlotProps>(
      lifecycles,
      give({ domElement, hostContext: hostContext(session), ...latestProps }),
    );
    await parcel.mountPromise;
  })().catch((error: unknown) => {
    console.error(error);
    if (!cancelled) {
      domElement.replaceChildren();
      domElement.append(
        Object.assign(document.createElement('p'), {
          className: 'host-slot-failure',
          textContent: 'This part of the service desk could not be loaded.',
        }),
      );
      domElement.setAttribute('role', 'alert');
    }
  });

  return {
    update(next) {
      latestProps = { ...latestProps, ...next };
      // Sent once the parcel is mounted, one after the other; none once it is leaving.
      updates = Promise.all([updates, mounted])
        .then(() => {
          const current = parcel;
          if (current?.getStatus() !== 'MOUNTED' || !current.update) return undefined;
          return current.update(give({ domElement, hostContext: hostContext(session), ...latestProps }));
        })
        .catch((error: unknown) => console.error(error));
    },
    async unmount() {
      cancelled = true;
      await mounted;
      const current = parcel;
      parcel = null;
      await updates;
      if (current && current.getStatus() === 'MOUNTED') await current.unmount();
      for (const parcelProps of given.splice(0)) {
        for (const key of Object.keys(parcelProps)) delete parcelProps[key];
      }
    },
  };
}
