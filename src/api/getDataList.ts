import type { AxiosInstance } from 'axios';
import { dataOf, requireList } from './responses';

/** GET `path`: the list the answer holds at data[key] (an answer without one is unreadable). */
export async function getDataList<Row>(
  http: AxiosInstance,
  path: string,
  key: string,
  signal?: AbortSignal,
): Promise<Row[]> {
  const response = await http.get(path, { signal });
  return requireList<Row>(dataOf(response.data)[key]);
}
