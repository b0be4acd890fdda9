import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { fetchBarcodeTemplate, resetBarcodeTemplate } from './calls';

export const barcodeKeys = {
  all: ['barcode'] as const,
  template: () => ['barcode', 'template'] as const,
};

export const barcodeQueries = {
  /** The settings form always starts from the stored template. */
  template: (http: AxiosInstance) =>
    queryOptions({
      queryKey: barcodeKeys.template(),
      queryFn: ({ signal }) => fetchBarcodeTemplate(http, signal),
      staleTime: 0,
    }),
};

export const barcodeMutations = {
  reset: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (templateId: number) => resetBarcodeTemplate(http, templateId),
      onSuccess: (_message, _id, _result, { client }) => client.invalidateQueries({ queryKey: barcodeKeys.all }),
    }),
};
