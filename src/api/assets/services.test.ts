import nock from 'nock';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import { createHttp } from '../http';
import { assetOwner, problemOwner } from '../owners';
import { assetKeys } from './queries';
import { assetServiceKeys, assetServiceMutations } from './services';

const API = 'http://sd.test';
const ASSET = 41;

describe('attaching an asset from its page', () => {
  afterEach(() => nock.cleanAll());

  it('reloads its associated lists, its log and the asset tabs of the records on the other side', async () => {
    const client = new QueryClient();
    const http = createHttp({ apiBaseUrl: API, csrfToken: 'token' });
    const keys = [
      assetServiceKeys.page(ASSET, 'sd_problem', { page: 1, limit: 10, sortField: 'id', ascending: false, search: '' }),
      activityLogKeys.of(assetOwner(ASSET)),
      assetKeys.pageOf(problemOwner(5), false, { page: 1, limit: 10, sortField: 'name', ascending: false, search: '' }),
    ];
    for (const key of keys) client.setQueryData(key, { rows: [], total: 0 });
    const untouched = assetKeys.detail(ASSET);
    client.setQueryData(untouched, { id: ASSET });
    nock(API)
      .post(`/service-desk/api/attach-asset-services/${ASSET}`, { type: 'sd_problem', type_ids: [5] })
      .reply(200, { message: 'Asset attached successfully.' });

    const observer = new MutationObserver(client, assetServiceMutations.attach(http, ASSET));
    await expect(observer.mutate({ type: 'sd_problem', ids: [5] })).resolves.toBe('Asset attached successfully.');

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(untouched)?.isInvalidated).toBe(false);
  });
});
