import zlib from 'node:zlib';
import { exposes } from '@/exposes';
import { manifestData, slots } from '@/manifest';
import { areas } from '@/routes';
import { agentArea, publicArea } from './areaOf';
import { manifestJson } from './manifestJson';
import { recordPages } from './recordPages';

const build = { entry: 'remoteEntry.js', hash: '0123456789abcdef0123', translations: {} };
const pages = recordPages('/service-desk/widget', { list: 'Widgets', create: 'New widget' });

describe('the JSON manifest', () => {
  it("names the remote's entry and build, each route's and slot's module, and the English titles and labels", () => {
    const json = manifestJson(
      [
        agentArea({ id: 'widgets', pages, menu: { menu_widgets: 'list' } }),
        publicArea({ id: 'widget-approval', pages: { show: { pattern: '/widget-approval/:hash', title: 'Approve' } } }),
      ],
      [{ id: 'widget-badge', props: ['widgetId'] }],
      build,
    );
    expect(json).toEqual({
      remote: { name: 'serviceDesk', entry: 'remoteEntry.js', hash: '0123456789abcdef0123' },
      languages: ['en'],
      routes: [
        {
          name: 'service-desk-widgets',
          module: './routes/widgets',
          paths: ['/service-desk/widget'],
          standalone: false,
          audience: 'agent',
          pages: [
            { pattern: '/service-desk/widget', titles: { en: 'Widgets' } },
            { pattern: '/service-desk/widget/create', titles: { en: 'New widget' } },
          ],
        },
        {
          name: 'service-desk-widget-approval',
          module: './routes/widget-approval',
          paths: ['/widget-approval'],
          standalone: true,
          audience: 'public',
          pages: [{ pattern: '/widget-approval/:hash', titles: { en: 'Approve' } }],
        },
      ],
      slots: [{ id: 'widget-badge', module: './slots/widget-badge', props: ['widgetId'] }],
      menu: [
        {
          labelKey: 'menu_widgets',
          labels: { en: 'Widgets' },
          href: '/service-desk/widget',
          adminOnly: false,
          section: 'navigation',
        },
      ],
    });
  });

  it('gives titles and labels in each language the plugin ships, where that language has them', () => {
    const json = manifestJson([agentArea({ id: 'widgets', pages, menu: { menu_widgets: 'list' } })], [], {
      ...build,
      translations: { fr: { menu_widgets: 'Gadgets', route_widgets_list: 'Liste des gadgets' } },
    });
    expect(json.languages).toEqual(['en', 'fr']);
    expect(json.menu[0].labels).toEqual({ en: 'Widgets', fr: 'Gadgets' });
    expect(json.routes[0].pages.map((page) => page.titles)).toEqual([
      { en: 'Widgets', fr: 'Liste des gadgets' },
      { en: 'New widget' },
    ]);
  });

  it('says what the JavaScript manifest says of the registry, and names only modules the container exposes', () => {
    const json = manifestJson(areas, slots, build);
    expect(json.routes.map(({ name, paths, standalone, audience }) => ({ name, paths, standalone, audience }))).toEqual(
      manifestData.routes.map(({ name, paths, standalone, audience }) => ({ name, paths, standalone, audience })),
    );
    expect(json.routes.map((route) => route.pages.map((page) => [page.pattern, page.titles.en]))).toEqual(
      manifestData.routes.map((route) => route.pages.map((page) => [page.pattern, page.title])),
    );
    expect(json.menu.map(({ labels, ...entry }) => ({ ...entry, label: labels.en }))).toEqual(manifestData.menu);
    expect(json.slots.map(({ module: _module, ...slot }) => slot)).toEqual(manifestData.slots);
    for (const { module } of [...json.routes, ...json.slots]) expect(Object.keys(exposes)).toContain(module);
  });

  it('stays within 2,048 bytes gzipped', () => {
    const text = JSON.stringify(manifestJson(areas, slots, build));
    expect(zlib.gzipSync(text, { level: 9 }).length).toBeLessThanOrEqual(2048);
  });
});
