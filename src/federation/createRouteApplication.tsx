import React from 'react';
import singleSpaReact from 'single-spa-react';
import { pluginReactDom } from './pluginReactDom';
import { dropEarlyRequests } from '../api/earlyRequests';
import { PluginRoot } from '../ui/PluginRoot';
import { RouteSwitch, type ScreenRoute } from '../ui/RouteSwitch';
import { ApplicationCrash } from '../ui/ApplicationCrash';
import type { SingleSpaProps } from '../host/readHostContext';

/** A User Timing mark at the start of the latest mount, for the host's and the browser's performance tools. */
export const MOUNT_MARK = 'service-desk:mount';

function markMount(name: unknown): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  // Only the latest mount is kept, so mounting again and again adds nothing to the timeline.
  performance.clearMarks?.(MOUNT_MARK);
  performance.mark(MOUNT_MARK, { detail: { application: String(name) } });
}

/**
 * single-spa lifecycles for one area: the area's route table rendered inside the plugin root.
 * An error that escapes a screen is caught here, so the host page around it keeps working.
 * Unmounting also drops any request the loader started that no screen took. `texts` are the
 * area's own English strings, beyond the bundled ones.
 */
export function createRouteApplication(routes: ScreenRoute[], texts?: Record<string, string>) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: pluginReactDom,
    rootComponent: (props: SingleSpaProps) => (
      <PluginRoot props={props} texts={texts}>
        <RouteSwitch routes={routes} />
      </PluginRoot>
    ),
    errorBoundary: (error: Error) => <ApplicationCrash error={error} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    update: lifecycles.update,
    mount(props: SingleSpaProps) {
      markMount(props.name);
      return lifecycles.mount(props as Parameters<typeof lifecycles.mount>[0]);
    },
    async unmount(props: SingleSpaProps) {
      try {
        await lifecycles.unmount(props as Parameters<typeof lifecycles.unmount>[0]);
      } finally {
        dropEarlyRequests();
      }
    },
  };
}
