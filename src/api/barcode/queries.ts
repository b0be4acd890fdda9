import type { AxiosInstance } from 'axios';
import { invalidates, reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import { fetchBarcodeTemplate, resetBarcodeTemplate } from './calls';

export const barcodeKeys = {
  all: ['barcode'] as const,
  template: () => ['barcode', 'template'] as const,
};

export const barcodeQueries = {
  /** The settings form always starts from the stored template. */
  template: (http: AxiosInstance) =>
    readQuery(barcodeKeys.template(), (signal) => fetchBarcodeTemplate(http, signal), { staleTime: 0 }),
};

export const barcodeMutations = {
  reset: (http: AxiosInstance) =>
    reloadOnSuccess((templateId: number) => resetBarcodeTemplate(http, templateId), invalidates(barcodeKeys.all)),
};
