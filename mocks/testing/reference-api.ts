import type { LightMyRequestResponse } from 'fastify';
import { SERVICE_DESK_API } from '../http/url-prefixes';
import type { TestClient } from './client';
import type { FormFields } from './multipart';
import { ok, postForm, remove } from './requests';
import type { AppUnderTest } from './use-app';

interface ReferenceRoutes {
  /** 'asset-status': GET asset-status-list, GET and DELETE asset-status/{id}, POST asset-status. */
  path: string;
  listKey: string;
  recordKey: string;
}

/** The contract's reference record routes. */
export const ASSET_STATUS_ROUTES = { path: 'asset-status', listKey: 'data', recordKey: 'asset_status' } as const;
export const ASSET_TYPE_ROUTES = { path: 'asset-type', listKey: 'asset_types', recordKey: 'asset_type' } as const;
export const RELATION_TYPE_ROUTES = { path: 'cmdb', listKey: 'cmdbs', recordKey: 'cmdb' } as const;
export const VENDOR_ROUTES = { path: 'vendor', listKey: 'vendors', recordKey: 'vendor' } as const;
export const CONTRACT_TYPE_ROUTES = {
  path: 'contract-type',
  listKey: 'contract_types',
  recordKey: 'contract_type',
} as const;
export const LICENSE_TYPE_ROUTES = {
  path: 'license-type',
  listKey: 'license_types',
  recordKey: 'license_type',
} as const;
export const PROCUREMENT_MODE_ROUTES = {
  path: 'procurement-mode',
  listKey: 'procurement_modes',
  recordKey: 'procurement_mode',
} as const;

/** The calls of a reference record's routes, made by the administrator of `ctx` unless told another client. */
export function referenceApi<T, Routes extends ReferenceRoutes>(
  ctx: AppUnderTest,
  { path, listKey, recordKey }: Routes,
) {
  const url = `${SERVICE_DESK_API}/${path}`;
  return {
    url,
    list: async (query = '') =>
      ok<{ data: Record<Routes['listKey'], T[]> & { total: number } }>(
        await ctx.admin.get(`${url}-list?${query}`),
        listKey,
      ).data,
    read: async (id: number) =>
      ok<{ data: Record<Routes['recordKey'], T> }>(await ctx.admin.get(`${url}/${id}`), recordKey).data[
        recordKey as Routes['recordKey']
      ],
    save: (fields: FormFields, client: TestClient = ctx.admin) => postForm(client, url, fields),
    remove: (id: number, client: TestClient = ctx.admin) => remove(client, `${url}/${id}`),
  };
}

/** A 422 answer whose message is (or matches) `message`. */
export function expectRefused(response: LightMyRequestResponse, message: string | RegExp): void {
  expect(response.statusCode).toBe(422);
  const answered = (response.json() as { message: string }).message;
  if (typeof message === 'string') expect(answered).toBe(message);
  else expect(answered).toMatch(message);
}
