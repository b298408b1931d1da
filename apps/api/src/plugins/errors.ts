import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@phlox/contract';
import {
  AppError,
  databaseUnavailable,
  isDatabaseUnavailable,
  PG_BAD_INPUT,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../shared/errors.js';

/** Field path from a validation error: "/email" → "email", "/items/0/name" → "items.0.name". */
function fieldName(instancePath: string | undefined, params: unknown): string {
  const p = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (p) return p;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
) {
  // The request id lets a user's report be found in the access log.
  return reply.status(status).send({
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(details ? { details } : {}),
      requestId: reply.request.id,
    },
  });
}

/**
 * Errors Fastify's router raises before any route or error handler runs (a path segment that is not valid
 * UTF-8 once decoded, a parameter past maxParamLength): the same shape as every other error, without echoing
 * the path back.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: import('fastify').FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, ERROR_CODES.validation, 'A part of the address is too long');
  if (err.code === 'FST_ERR_BAD_URL')
    return send(reply, 400, ERROR_CODES.validation, 'The address contains characters that are not valid');
  return send(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
}

const CLIENT_ERRORS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};

/**
 * Node's HTTP parser refuses some requests before Fastify has a request (headers too large, a timeout, bytes that
 * are not HTTP): answered in the API's error shape rather than Fastify's default `{error, message, statusCode}`.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  // A reset connection is gone: nothing to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP',
  ];
  const body = JSON.stringify({ error: { code: ERROR_CODES.validation, message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

/** A full disk (ENOSPC) or a full disk quota (EDQUOT) where the server writes files: not the request's fault. */
const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT']);
const OUT_OF_STORAGE_MESSAGE = 'The server is out of storage space; try again later or tell an administrator';

/** One error shape for the whole API; bad input is never a 500 and no stack trace leaves the server. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return send(reply, err.statusCode, err.code, err.message, err.fields, err.details);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0] === '_' ? 'Request' : first[0]}: ${first[1]}` : 'Invalid request';
      return send(reply, 400, ERROR_CODES.validation, message, fields);
    }

    // PostgreSQL restarting, failing over or unreachable: the request was fine and can be sent again shortly.
    if (isDatabaseUnavailable(err)) {
      // The driver's own words: Drizzle's wrapper message carries the query and its parameters.
      let cause: unknown = err;
      while ((cause as { cause?: unknown }).cause instanceof Error) cause = (cause as { cause: Error }).cause;
      const { message, code } = cause as { message?: string; code?: string };
      req.log.warn({ reason: message, code }, 'database unavailable');
      const e = databaseUnavailable();
      reply.headers(e.headers!);
      return send(reply, e.statusCode, e.code, e.message);
    }

    if (OUT_OF_SPACE.has(err.code)) {
      req.log.error({ err }, 'out of storage space');
      return send(reply, 507, ERROR_CODES.insufficientStorage, OUT_OF_STORAGE_MESSAGE);
    }

    const pgCode = pgErrorCode(err);
    if (pgCode === PG_UNIQUE_VIOLATION) return send(reply, 409, ERROR_CODES.conflict, 'This record already exists');
    if (pgCode === PG_FOREIGN_KEY_VIOLATION)
      return send(reply, 422, ERROR_CODES.business, 'This record refers to, or is used by, another record');
    if (pgCode === PG_CHECK_VIOLATION) return send(reply, 400, ERROR_CODES.validation, 'A value is out of range');
    // A value the schema let through but PostgreSQL cannot take (a number past int4, a bad date): bad input.
    if (pgCode && PG_BAD_INPUT.has(pgCode))
      return send(reply, 400, ERROR_CODES.validation, 'A value in the request is out of range or malformed');

    // Fastify's own client errors: malformed JSON, body too large, unsupported media type, etc.
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large'
            : err.message;
      const code = status === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.validation;
      return send(reply, status, code, message);
    }

    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
  });
});
