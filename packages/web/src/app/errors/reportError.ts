import { isApiError } from '../../api/ApiError';
import { debounceLatest } from './debounceLatest';
import { toaster } from './toaster';

/** Spec §9: an error toast waits 100 ms for the errors that come with it and shows the last one. */
const ERROR_TOAST_DEBOUNCE_MS = 100;

export const showErrorToast = debounceLatest((message: string) => toaster.show('error', message), ERROR_TOAST_DEBOUNCE_MS);

/** The server's message, else the error's own, else its text. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return String(error);
}

/** Every failed query and mutation ends here: logged, then toasted (an ended session toasts on its own). */
export function reportError(error: unknown): void {
  console.error(error);
  if (isApiError(error) && error.sessionExpired) return;
  showErrorToast(messageOf(error));
}
