/** Errors a handler throws to answer with a status and a `{ message }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type FieldErrors = Record<string, string[]>;

export const INVALID_DATA_MESSAGE = 'The given data was invalid.';

/**
 * Laravel's validation failure: 422 `{ message, errors: { field: [message] } }`. A rule about the
 * record's state (not a field) sets `message` to its own words, as the client shows `message`.
 */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message: string = INVALID_DATA_MESSAGE,
  ) {
    super(422, message);
    this.name = 'ValidationError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

/** Laravel answers a missing or wrong CSRF token with its non-standard 419. */
export class CsrfMismatchError extends HttpError {
  constructor() {
    super(419, 'CSRF token mismatch.');
  }
}

/** An API call without a live session (no cookie, or an expired one), as Laravel answers it. */
export class UnauthenticatedError extends HttpError {
  constructor() {
    super(401, 'Unauthenticated.');
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor() {
    super(405, 'The method is not supported for this route.');
  }
}
