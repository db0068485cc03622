/** Starts a browser download of a URL on the site's origin (a CSV from a single-use export ticket). */
export function download(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
