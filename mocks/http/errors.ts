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

/** Laravel's validation failure: 422 `{ message, errors: { field: [message] } }`. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, 'The given data was invalid.');
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
