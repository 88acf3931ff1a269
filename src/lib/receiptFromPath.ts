/**
 * The receipt number in a certificate's or a check's address (the route's `*`): each segment
 * decoded; a malformed escape is kept as it is, and then matches no receipt.
 */
export function receiptFromPath(splat: string): string {
  return splat
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}
