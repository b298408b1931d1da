/** Hands a file to the browser's download, e.g. a CSV fetched with the bearer token or built in the page. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
