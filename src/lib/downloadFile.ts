/**
 * Saves text made in the browser as a file: a Blob behind a temporary object URL and a link with
 * `download`, clicked once. Nothing goes to a server. Used by the disposal register (CSV) and the sitemap generator; it stays
 * out of the shell chunk (vite.config.ts names the few lib modules the shell runs).
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
