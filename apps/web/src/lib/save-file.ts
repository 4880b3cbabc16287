// Chromium starts reading a blob download asynchronously: revoking its address at once can cancel it.
const revokeDelayMs = 30_000;

/** Saves `blob` as `fileName` through a temporary object URL and `<a download>`, as a browser download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
  }
}
