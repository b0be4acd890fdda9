import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { ApiError, unreadableAnswer, type FieldErrors } from './errors';
import { serializeParams } from './params';
import { isObject } from './responses';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpOptions {
  apiBaseUrl: string;
  csrfToken: string;
  timeoutMs?: number;
}

interface LaravelErrorBody {
  message?: unknown;
  errors?: unknown;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Your session has ended. Sign in again to continue.',
  403: 'You do not have permission to do this.',
  404: 'The requested record could not be found.',
  419: 'Your session has expired. Reload the page and try again.',
  422: 'The given data was invalid.',
  429: 'Too many requests. Wait a moment and try again.',
};

function readFieldErrors(errors: unknown): FieldErrors {
  if (!isObject(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

function fromResponse(status: number, body: unknown): ApiError {
  const laravel: LaravelErrorBody = isObject(body) ? body : {};
  const serverMessage = typeof laravel.message === 'string' && laravel.message.trim() ? laravel.message : undefined;
  const message =
    status === 419
      ? FALLBACK_MESSAGES[419]
      : (serverMessage ??
        FALLBACK_MESSAGES[status] ??
        `The server answered with an error (${status}). Please try again.`);
  return new ApiError(message, status, readFieldErrors(laravel.errors));
}

/** Turns whatever axios threw into an ApiError, so nothing downstream parses raw axios errors. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('The request was cancelled.', 0);
  if (error instanceof AxiosError) {
    if (error.response) return fromResponse(error.response.status, error.response.data);
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError('The server took too long to answer. Please try again.', 0);
    }
    return new ApiError('The server could not be reached. Check your connection and try again.', 0);
  }
  return new ApiError('Something went wrong. Please try again.', 0);
}

/** A 2xx answer must be a JSON object; an empty or unreadable body is an error too. */
function requireJsonBody(response: AxiosResponse): AxiosResponse {
  if (response.config.responseType && response.config.responseType !== 'json') return response;
  if (!isObject(response.data)) {
    throw unreadableAnswer(response.status);
  }
  return response;
}

export function createHttp({ apiBaseUrl, csrfToken, timeoutMs = REQUEST_TIMEOUT_MS }: HttpOptions): AxiosInstance {
  const http = axios.create({
    baseURL: apiBaseUrl,
    timeout: timeoutMs,
    withCredentials: true,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(csrfToken ? { 'X-CSRF-TOKEN': csrfToken } : {}),
    },
    paramsSerializer: { serialize: serializeParams },
  });
  http.interceptors.response.use(requireJsonBody, (error: unknown) => Promise.reject(toApiError(error)));
  return http;
}
