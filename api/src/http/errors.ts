/**
 * An error whose Turkish message is meant for the visitor. Throw it from a
 * handler and the error handler answers `{ message, errors? }` with its status.
 * Any other error counts as internal and is answered with a generic 5xx text.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
