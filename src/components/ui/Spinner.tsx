/** The one spinner: decorative, next to a busy label that says what is happening. */
export function Spinner() {
  return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
}
