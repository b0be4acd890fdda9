import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PluginRoot } from '../ui/PluginRoot';
import { ApplicationCrash } from '../ui/ApplicationCrash';
import type { SingleSpaProps } from '../host/readHostContext';

/**
 * single-spa parcel lifecycles for one slot: the slot's component inside the plugin root (host
 * context, HTTP client, query cache, translations, scoped CSS, dialog portal). `readProps` turns
 * the host's plain props into the component's. Each mounted parcel has its own error boundary,
 * so a failing slot never takes the host page or another slot with it; `update` re-renders with
 * the new props, and `unmount` removes the React root, which cancels its requests and timers.
 */
export function createSlotParcel<P extends object>(
  Component: ComponentType<P>,
  readProps: (props: SingleSpaProps) => P,
) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: SingleSpaProps) => (
      <PluginRoot props={props}>
        <Component {...readProps(props)} />
      </PluginRoot>
    ),
    errorBoundary: (error: Error) => <ApplicationCrash error={error} />,
  });
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
