import React, { type ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import { pluginReactDom } from './pluginReactDom';
import { PluginRoot } from '../ui/PluginRoot';
import { ApplicationCrash } from '../ui/ApplicationCrash';
import { createQueryClient } from '../ui/PluginProviders';
import { acquireSharedQueryClient, peekSharedQueryClient, releaseSharedQueryClient } from '../ui/sharedQueryClient';
import { sessionKey } from '../host/sessionKey';
import { readHostContext, type SingleSpaProps } from '../host/readHostContext';
import slotTexts from '../i18n/en/ticket-slots.json';

/** The shared cache each mounted parcel holds a share of, by single-spa's parcel name. */
const cacheKeyByParcel = new Map<string, string>();

/**
 * single-spa parcel lifecycles for one slot: the slot's component inside the plugin root (host
 * context, HTTP client, translations with the slots' own strings, scoped CSS, dialog portal). `readProps` turns the host's
 * plain props into the component's. The parcels mounted on a page share one query cache (see
 * sharedQueryClient), emptied when the last of them unmounts. Each mounted parcel has its own
 * error boundary, so a failing slot never takes the host page or another slot with it; `update`
 * re-renders with the new props, and `unmount` removes the React root, which cancels its
 * requests and timers.
 */
export function createSlotParcel<P extends object>(
  Component: ComponentType<P>,
  readProps: (props: SingleSpaProps) => P,
) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: pluginReactDom,
    rootComponent: (props: SingleSpaProps) => {
      const cacheKey = cacheKeyByParcel.get(String(props.name));
      return (
        <PluginRoot
          props={props}
          sharedQueryClient={cacheKey ? peekSharedQueryClient(cacheKey) : undefined}
          texts={slotTexts}
        >
          <Component {...readProps(props)} />
        </PluginRoot>
      );
    },
    errorBoundary: (error: Error) => <ApplicationCrash error={error} />,
  });

  const release = (props: SingleSpaProps) => {
    const name = String(props.name);
    const cacheKey = cacheKeyByParcel.get(name);
    if (cacheKey === undefined) return;
    cacheKeyByParcel.delete(name);
    releaseSharedQueryClient(cacheKey);
  };

  return {
    bootstrap: lifecycles.bootstrap,
    update: lifecycles.update,
    async mount(props: SingleSpaProps) {
      const cacheKey = sessionKey(readHostContext(props));
      acquireSharedQueryClient(cacheKey, createQueryClient);
      cacheKeyByParcel.set(String(props.name), cacheKey);
      try {
        await lifecycles.mount(props as Parameters<typeof lifecycles.mount>[0]);
      } catch (error) {
        release(props);
        throw error;
      }
    },
    async unmount(props: SingleSpaProps) {
      try {
        await lifecycles.unmount(props as Parameters<typeof lifecycles.unmount>[0]);
      } finally {
        release(props);
      }
    },
  };
}

/** A numeric prop (hosts often pass ids as strings); 0 when missing. */
export function numberProp(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** A flag prop: true, 1, '1' and 'true' are true. */
export function flagProp(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
