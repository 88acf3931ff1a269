/**
 * Saves text made in the browser as a file: a Blob behind a temporary object URL and a link with
 * `download`, clicked once. Nothing goes to a server. It lives with the register, not in src/lib,
 * because the build puts all of src/lib into the shell chunk every public page loads.
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
