/** Spec section 2: the 'Loading...' fallback while a page loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      Loading...
    </div>
  );
}
