import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PluginRoot } from '../ui/PluginRoot';
import { RouteSwitch, type ScreenRoute } from '../ui/RouteSwitch';
import { ApplicationCrash } from '../ui/ApplicationCrash';
import type { SingleSpaProps } from '../host/readHostContext';

/**
 * single-spa lifecycles for one area: the area's route table rendered inside the plugin root.
 * An error that escapes a screen is caught here, so the host page around it keeps working.
 */
export function createRouteApplication(routes: ScreenRoute[]) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: SingleSpaProps) => (
      <PluginRoot props={props}>
        <RouteSwitch routes={routes} />
      </PluginRoot>
    ),
    errorBoundary: (error: Error) => <ApplicationCrash error={error} />,
  });
}
