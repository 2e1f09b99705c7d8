// Its own module: a screen that only saves a downloaded file must not load the workbook writer.
/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; revoking later keeps slow browsers safe.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
