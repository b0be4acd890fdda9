export type FieldErrors = Record<string, string[]>;

/** The message of a 2xx answer whose body is not what the call expects. */
export const UNREADABLE_ANSWER = 'The server sent an answer that could not be read. Please try again.';

/** The one shape every failed call takes, whatever went wrong (network, timeout, 4xx, 5xx, bad body). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(message: string, status = 0, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  /** The first message of each field, for forms. */
  firstFieldMessages(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.fieldErrors)) {
      if (messages.length > 0) result[field] = messages[0];
    }
    return result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error of an answer that does not have the shape the call reads. */
export function unreadableAnswer(status?: number): ApiError {
  return new ApiError(UNREADABLE_ANSWER, status);
}
