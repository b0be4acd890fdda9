import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from './errors';

/**
 * Our own errors answer with their status; Fastify's client errors (bad JSON body, body too
 * large ...) keep theirs; anything else is a bug: logged, and answered with a bare 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ message: 'Server error.' });
  });
}
