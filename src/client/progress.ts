/** The slim progress bar: shown only when a navigation takes longer than 200 ms. */
import nprogress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

nprogress.configure({ showSpinner: false });

export function startProgress(): () => void {
  const timer = window.setTimeout(() => nprogress.start(), PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    nprogress.done();
  };
}
