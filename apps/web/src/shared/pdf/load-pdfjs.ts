// pdf.js and its worker are shipped as our own static assets (`?url`) and loaded on first use: the library
// is ~120 KiB gzip and its worker ~360 KiB, more than a route chunk may weigh, and only a PDF needs them
// (decision 0034). Both files come from the installed pdfjs-dist, so versions always match.
import pdfjsUrl from 'pdfjs-dist/build/pdf.min.mjs?url';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

/** pdf.js, loaded once, with its worker configured. */
export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    loading = (import(/* @vite-ignore */ pdfjsUrl) as Promise<PdfJs>).then((lib) => {
      lib.GlobalWorkerOptions.workerSrc = workerUrl;
      return lib;
    });
    // A failed load (offline, blocked) is retried the next time a PDF opens.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
