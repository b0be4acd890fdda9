import type { PluginManifestJson } from '../src/plugin';
import { loadPluginManifest } from './loadPluginManifest';

const manifest: PluginManifestJson = {
  remote: { name: 'serviceDesk', entry: 'remoteEntry.js', hash: '0123456789abcdef0123' },
  languages: ['en'],
  routes: [],
  slots: [],
  menu: [],
};

/** Answers every fetch with `status` and `body`, recording the URLs asked for. */
function answer(status: number, body: unknown): string[] {
  const asked: string[] = [];
  Object.assign(window, {
    fetch: jest.fn(async (url: string) => {
      asked.push(url);
      return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
    }),
  });
  return asked;
}

afterEach(() => {
  delete (window as { fetch?: unknown }).fetch;
});

describe('loadPluginManifest', () => {
  it("reads the manifest and gives the remote's entry as a URL beside the manifest", async () => {
    const asked = answer(200, manifest);
    const loaded = await loadPluginManifest('https://cdn.example/desk/v2/plugin-manifest.json');
    expect(asked).toEqual(['https://cdn.example/desk/v2/plugin-manifest.json']);
    expect(loaded).toEqual({
      ...manifest,
      remote: { ...manifest.remote, entry: 'https://cdn.example/desk/v2/remoteEntry.js' },
    });
  });

  it('resolves a manifest path served beside the host against the page', async () => {
    answer(200, manifest);
    const loaded = await loadPluginManifest('/plugin/plugin-manifest.json');
    expect(loaded.remote.entry).toBe(`${window.location.origin}/plugin/remoteEntry.js`);
  });

  it('fails on an error answer or a body that is not a manifest', async () => {
    answer(404, { message: 'Not found' });
    await expect(loadPluginManifest('/plugin/plugin-manifest.json')).rejects.toThrow(
      "The service desk's manifest answered 404.",
    );
    answer(200, { routes: [] });
    await expect(loadPluginManifest('/plugin/plugin-manifest.json')).rejects.toThrow('is not a service desk manifest');
  });
});
