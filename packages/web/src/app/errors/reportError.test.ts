import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { reportError } from './reportError';
import { toaster } from './toaster';

describe('reportError', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('logs every error and toasts the last message after 100 ms', () => {
    const show = vi.spyOn(toaster, 'show').mockImplementation(() => undefined);
    reportError(new Error('first'));
    reportError(new ApiError({ status: 409, errCode: 'ORG_NAME_TAKEN', message: 'An organization named "A" already exists' }));
    vi.advanceTimersByTime(99);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith('error', 'An organization named "A" already exists');
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('leaves an ended session to the session handler', () => {
    const show = vi.spyOn(toaster, 'show').mockImplementation(() => undefined);
    reportError(new ApiError({ status: 401, errCode: 'UNAUTHORIZED', message: 'x', sessionExpired: true }));
    vi.advanceTimersByTime(200);
    expect(show).not.toHaveBeenCalled();
  });
});
