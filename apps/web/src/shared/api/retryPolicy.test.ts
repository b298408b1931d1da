import { describe, expect, it } from 'vitest';
import { ApiError, HTTP_ERROR, NETWORK_ERROR } from './ApiError';
import { isTransientError, retryingMessage, shouldRetryQuery } from './retryPolicy';

const unavailable = new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly.');
const overloaded = new ApiError(503, 'OVERLOADED', 'The server is busy; try again shortly.');
const network = new ApiError(0, NETWORK_ERROR, 'Could not reach the server.');
const proxy = new ApiError(502, HTTP_ERROR, 'The server answered with an error (HTTP 502).');
const mailFailed = new ApiError(502, 'MAIL_FAILED', 'The e-mail could not be sent');
const internal = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong');
const notFound = new ApiError(404, 'NOT_FOUND', 'Level not found');

describe('query retries', () => {
  it('keeps retrying while the database is unavailable, the server sheds load or cannot be reached', () => {
    for (const error of [unavailable, overloaded, network, proxy]) {
      expect(isTransientError(error)).toBe(true);
      expect(shouldRetryQuery(50, error)).toBe(true);
    }
  });

  it('retries other server failures twice and a 4xx never', () => {
    expect(isTransientError(mailFailed)).toBe(false);
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, internal))).toEqual([true, true, false]);
    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect([0, 2].map((n) => shouldRetryQuery(n, new TypeError('x')))).toEqual([true, false]);
  });

  it('says what it waits for', () => {
    expect(retryingMessage(unavailable)).toBe('The database is unavailable, retrying…');
    expect(retryingMessage(overloaded)).toBe('The server is busy, retrying…');
    expect(retryingMessage(network)).toBe('Cannot reach the server, retrying…');
    expect(retryingMessage(proxy)).toBe('The server is unavailable, retrying…');
  });
});
