import { ValidationError, type FieldErrors } from './errors';

/** Collects every field error of a request, so the client sees them all at once. */
export class Validator {
  private readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** `message` replaces the generic 'The given data was invalid.' of the body. */
  throwIfFailed(message?: string): void {
    if (this.hasErrors()) throw new ValidationError(this.errors, message);
  }
}
