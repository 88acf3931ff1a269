/** Reserved space while articles load, so nothing below shifts when they arrive. */
export function NewsCardSkeleton() {
  return (
    <div className="news-card news-card-skeleton" aria-hidden="true">
      <div className="news-card-image-placeholder" />
      <div className="news-card-body">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
