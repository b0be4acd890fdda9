import type { AxiosInstance } from 'axios';
import { freshQuery } from '../query/options';
import { fetchAssetForm, fetchAssetToEdit } from './form';

export const assetFormKeys = {
  /** The form to create an asset ('create'), or the one to edit asset `id`. */
  form: (id: number | 'create') => ['assets', 'form', id] as const,
};

export const assetFormQueries = {
  /**
   * The asset form definition: to create one (form/render) without an id, with the asset's values
   * (edit-asset/{id}) with one. Asked afresh each time the form is shown.
   */
  form: (http: AxiosInstance, id?: number) =>
    freshQuery(assetFormKeys.form(id ?? 'create'), (signal) =>
      id === undefined ? fetchAssetForm(http, signal) : fetchAssetToEdit(http, id, signal),
    ),
};
