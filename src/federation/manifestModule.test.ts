import fs from 'node:fs';
import path from 'node:path';
import { areas } from '@/routes';
import { deferredAreaSource, manifestModule, routeChunkName } from './manifestModule';
import { agentArea } from './areaOf';
import { recordPages } from './recordPages';

const pages = recordPages('/service-desk/widget', { list: 'Widgets', create: 'New widget' });

describe('the manifest module', () => {
  it('writes routes, slots and menu as literals, each route and slot loading its module', () => {
    const source = manifestModule(
      [agentArea({ id: 'widgets', pages, menu: { menu_widgets: 'list' } })],
      [{ id: 'widget-badge', props: ['widgetId'] }],
    );
    expect(source).toBe(
      'export default {"routes":[{"name":"service-desk-widgets","paths":["/service-desk/widget"],"standalone":false,' +
        '"audience":"agent","pages":[{"pattern":"/service-desk/widget","titleKey":"route_widgets_list","title":"Widgets"},' +
        '{"pattern":"/service-desk/widget/create","titleKey":"route_widgets_create","title":"New widget"}],' +
        '"load":() => import(/* webpackChunkName: "route-widgets" */ "./features/widgets/routes")}],' +
        '"slots":[{"id":"widget-badge","props":["widgetId"],' +
        '"load":() => import(/* webpackChunkName: "slot-widget-badge" */ "./slots/widget-badge")}],' +
        '"menu":[{"labelKey":"menu_widgets","label":"Widgets","href":"/service-desk/widget","section":"navigation","adminOnly":false}]};\n',
    );
  });

  it("starts the application's download with its area's loader and hands the route's props to the loader", () => {
    const source = manifestModule(
      [agentArea({ id: 'widgets', pages, loader: './src/features/widgets/loadWidgetArea' })],
      [],
    );
    expect(source).toContain(
      '"load":(props) => { const loading = import(/* webpackChunkName: "widgets-loader" */ "./features/widgets/loadWidgetArea"); ' +
        'import(/* webpackChunkName: "route-widgets" */ "./features/widgets/routes").catch(() => undefined); ' +
        'return loading.then((loader) => loader.loadArea(props)); }}',
    );
  });

  it("has each area's loader import the application under the chunk name the manifest uses", () => {
    const loaders = areas.flatMap(({ id, application }) => (application?.loader ? [[id, application.loader]] : []));
    expect(loaders.length).toBeGreaterThan(0);
    for (const [id, loader] of loaders) {
      const source = fs.readFileSync(path.join(__dirname, '../..', `${loader}.ts`), 'utf8');
      expect(source).toContain(`webpackChunkName: "${routeChunkName(id)}"`);
    }
  });

  it('defers the lifecycles an area with a loader exposes to the loader and the application, loaded at once', () => {
    const source = deferredAreaSource(
      agentArea({ id: 'widgets', pages, loader: './src/features/widgets/loadWidgetArea' }),
    );
    expect(source).toBe(
      "import { deferredLifecycles } from './deferredLifecycles';\n" +
        'export const { bootstrap, mount, unmount, update } = deferredLifecycles((props) => { ' +
        'const loading = import(/* webpackChunkName: "widgets-loader" */ "../features/widgets/loadWidgetArea"); ' +
        'import(/* webpackChunkName: "route-widgets" */ "../features/widgets/routes").catch(() => undefined); ' +
        'return loading.then((loader) => loader.loadArea(props)); });\n',
    );
    expect(() => deferredAreaSource(agentArea({ id: 'widgets', pages }))).toThrow('The area widgets has no loader');
  });

  it('refuses a module outside the project sources', () => {
    expect(() => manifestModule([agentArea({ id: 'widgets', pages, module: '../elsewhere/routes' })], [])).toThrow(
      'The module ../elsewhere/routes is not under ./src/.',
    );
  });
});
