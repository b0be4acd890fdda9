import path from 'node:path';
import { exposes } from './exposes';
import { deferredAreaModule } from './federation/manifestModule';
import { createI18n } from './i18n/createI18n';
import { manifestData } from './manifest';
import { areas } from './routes';
import { builtManifest } from './testing/builtManifest';

const withScreens = areas.flatMap((area) => (area.application ? [{ ...area, application: area.application }] : []));
const projectRoot = path.resolve(__dirname, '..');
const manifest = builtManifest();

describe('the route registry', () => {
  it('gives the manifest one route per area with screens, and nothing else', () => {
    expect(manifest.routes.map((route) => route.name)).toEqual(withScreens.map(({ id }) => `service-desk-${id}`));
    for (const [index, { audience, application }] of withScreens.entries()) {
      const route = manifest.routes[index];
      expect(route).toMatchObject({ standalone: application.standalone ?? false, audience });
      expect(route.pages.map((page) => [page.pattern, page.title])).toEqual(
        Object.values(application.pages).map((page) => [page.pattern, page.title]),
      );
    }
  });

  it('keeps the routes hosts already register', () => {
    expect(manifest.routes.map(({ name, paths, standalone }) => ({ name, paths, standalone }))).toEqual([
      { name: 'service-desk-problems', paths: ['/service-desk/problem'], standalone: false },
      { name: 'service-desk-changes', paths: ['/service-desk/changes'], standalone: false },
      { name: 'service-desk-change-approval', paths: ['/change-approval'], standalone: true },
      {
        name: 'service-desk-asset-admin',
        paths: [
          '/service-desk/asset-type',
          '/service-desk/asset-status',
          '/service-desk/cmdb-relation',
          '/service-desk/barcode/settings',
          '/service-desk/announcement/settings',
        ],
        standalone: false,
      },
      { name: 'service-desk-assets', paths: ['/service-desk/assets'], standalone: false },
      { name: 'service-desk-cab-definitions', paths: ['/service-desk/cab'], standalone: false },
      { name: 'service-desk-releases', paths: ['/service-desk/releases'], standalone: false },
      { name: 'service-desk-form-groups', paths: ['/service-desk/form-group'], standalone: false },
      { name: 'service-desk-reports', paths: ['/service-desk/reports'], standalone: false },
      { name: 'service-desk-contracts', paths: ['/service-desk/contracts'], standalone: false },
      { name: 'service-desk-contract-approval', paths: ['/service-desk/contract-approval'], standalone: true },
      {
        name: 'service-desk-imports',
        paths: ['/service-desk/asset-importer', '/service-desk/import-tracking'],
        standalone: false,
      },
      {
        name: 'service-desk-workflows',
        paths: ['/service-desk/workflow', '/service-desk/listener'],
        standalone: false,
      },
      {
        name: 'service-desk-reference-types',
        paths: ['/service-desk/procurement', '/service-desk/contract-type', '/service-desk/license-type'],
        standalone: false,
      },
      { name: 'service-desk-vendors', paths: ['/service-desk/vendor'], standalone: false },
      { name: 'service-desk-products', paths: ['/service-desk/products'], standalone: false },
    ]);
  });

  it('gives the manifest every menu entry of the areas, admin-only for admin areas, and nothing else', () => {
    const declared = areas.flatMap(({ audience, menu }) =>
      menu.map((entry) => ({ ...entry, adminOnly: audience === 'admin' })),
    );
    expect(manifest.menu).toEqual(declared);
    expect(manifest.menu.map(({ label, href, adminOnly, section }) => [label, href, adminOnly, section])).toEqual([
      ['Problems', '/service-desk/problem/list', false, 'navigation'],
      ['New problem', '/service-desk/problem/create', false, 'navigation'],
      ['Changes', '/service-desk/changes/list', false, 'navigation'],
      ['New change', '/service-desk/changes/create', false, 'navigation'],
      ['Asset types', '/service-desk/asset-type', true, 'settings'],
      ['Asset statuses', '/service-desk/asset-status', true, 'settings'],
      ['CMDB relation types', '/service-desk/cmdb-relation', true, 'settings'],
      ['Barcode settings', '/service-desk/barcode/settings', true, 'settings'],
      ['Announcement', '/service-desk/announcement/settings', true, 'settings'],
      ['Assets', '/service-desk/assets/list', false, 'navigation'],
      ['CAB', '/service-desk/cab', true, 'settings'],
      ['Releases', '/service-desk/releases', false, 'navigation'],
      ['Asset form groups', '/service-desk/form-group/asset', true, 'settings'],
      ['Change form groups', '/service-desk/form-group/change', true, 'settings'],
      ['Reports', '/service-desk/reports', false, 'navigation'],
      ['Contracts', '/service-desk/contracts', false, 'navigation'],
      ['Asset import', '/service-desk/asset-importer/settings', true, 'settings'],
      ['Change workflows', '/service-desk/workflow', true, 'settings'],
      ['New change workflow', '/service-desk/workflow/create?page_type=change', true, 'settings'],
      ['Change listeners', '/service-desk/listener', true, 'settings'],
      ['New change listener', '/service-desk/listener/create?page_type=change', true, 'settings'],
      ['Procurement modes', '/service-desk/procurement', true, 'settings'],
      ['Contract types', '/service-desk/contract-type', true, 'settings'],
      ['License types', '/service-desk/license-type', true, 'settings'],
      ['Vendors', '/service-desk/vendor', true, 'settings'],
      ['Products', '/service-desk/products', true, 'settings'],
    ]);
  });

  it('exposes the manifest, each route application as ./routes/<id> and each slot, and nothing else', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      [
        './plugin',
        ...withScreens.map(({ id }) => `./routes/${id}`),
        ...manifest.slots.map(({ id }) => `./slots/${id}`),
      ].sort(),
    );
    for (const { id, application } of withScreens) {
      expect(exposes[`./routes/${id}`]).toBe(application.loader ? deferredAreaModule(id) : application.module);
    }
  });

  it('writes the manifest module with the data the registry declares', () => {
    const { routes, slots, menu } = manifest;
    expect({
      routes: routes.map(({ load: _load, ...route }) => route),
      slots: slots.map(({ load: _load, ...slot }) => slot),
      menu,
    }).toEqual(manifestData);
  });

  it("loads, for each route, the lifecycles of its area's application", async () => {
    for (const [index, { application }] of withScreens.entries()) {
      const exposed = jest.requireActual(path.join(projectRoot, application.module));
      const loaded = await manifest.routes[index].load({});
      expect(loaded.mount).toBe(exposed.mount);
      expect(loaded.unmount).toBe(exposed.unmount);
    }
  });

  it('declares each page once, under the paths its application is active on, with a title', () => {
    const patterns = manifest.routes.flatMap((route) => route.pages.map((page) => page.pattern));
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const route of manifest.routes) {
      for (const page of route.pages) {
        expect(route.paths.some((prefix) => page.pattern.startsWith(prefix))).toBe(true);
        expect(page.title).not.toBe('');
      }
    }
  });

  it('points the menu of an area with screens at its own pages', () => {
    for (const { menu, application } of withScreens) {
      const patterns = Object.values(application.pages).map((page) => page.pattern);
      for (const entry of menu) expect(patterns).toContain(entry.href.split('?')[0]);
    }
  });

  it('owns the route title and menu label keys: unique, and not repeated in the bundled English', () => {
    const keys = [
      ...manifest.routes.flatMap((route) => route.pages.map((page) => page.titleKey)),
      ...manifest.menu.map((entry) => entry.labelKey),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(manifest.routes[0].pages.map((page) => page.titleKey)).toEqual([
      'route_problems_root',
      'route_problems_list',
      'route_problems_show',
      'route_problems_create',
      'route_problems_edit',
    ]);
    const i18n = createI18n();
    expect(keys.filter((key) => i18n.exists(key))).toEqual([]);
  });
});
