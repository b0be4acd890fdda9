import type { AxiosInstance } from 'axios';
import { dataOf } from '../responses';

/** The generic form structure (GET /api/form/render) of a category, e.g. the change form before it is shown. */
export async function fetchFormRender(
  http: AxiosInstance,
  category: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const response = await http.get('/api/form/render', {
    params: { category, scenario: 'create', panel: 'agent' },
    signal,
  });
  return dataOf(response.data);
}
