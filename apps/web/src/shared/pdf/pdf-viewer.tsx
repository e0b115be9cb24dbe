import { Button, Group, Loader, Text } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPdfJs } from './load-pdfjs';
import classes from './pdf-viewer.module.css';

interface PdfViewerProps {
  /** Same-origin address of the PDF (the session cookie goes with it). */
  url: string;
  /** What the document is, for the page's accessible name. */
  title: string;
  /** Fills the modal it sits in rather than a box in the page. */
  fullScreen?: boolean;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: PDFDocumentProxy };

/**
 * A PDF drawn with pdf.js (001 §2 "PDFs from a bundled viewer"): one page at a time, fitted to the width,
 * with pdf.js's text layer over the canvas so the text can be selected, found and read aloud. Texts are
 * in the `resource` translation part, which every page showing a PDF loads.
 */
export function PdfViewer({ url, title, fullScreen = false }: PdfViewerProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  const statusId = useId();

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setLoaded({ state: 'loading' });
    setPageNumber(1);
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return;
        const task = pdfjs.getDocument({ url, withCredentials: true });
        destroy = () => void task.destroy();
        return task.promise.then((doc) => {
          if (!cancelled) setLoaded({ state: 'ready', doc });
        });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  if (loaded.state === 'failed') return <Text role="alert">{t('resource.pdf.failed')}</Text>;
  if (loaded.state === 'loading') return <Loader size="sm" role="status" aria-label={t('resource.pdf.loading')} />;
  const count = loaded.doc.numPages;
  return (
    <div className={`${classes.viewer} ${fullScreen ? classes.fullScreen : ''}`}>
      <Group gap="xs" justify="space-between">
        <Button variant="default" size="xs" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
          {t('resource.pdf.previous')}
        </Button>
        <Text size="sm" id={statusId} aria-live="polite">
          {t('resource.pdf.page', { page: pageNumber, count })}
        </Text>
        <Button variant="default" size="xs" disabled={pageNumber >= count} onClick={() => setPageNumber((n) => n + 1)}>
          {t('resource.pdf.next')}
        </Button>
      </Group>
      <PdfPage
        doc={loaded.doc}
        pageNumber={pageNumber}
        label={`${title}, ${t('resource.pdf.page', { page: pageNumber, count })}`}
        regionLabel={t('resource.pdf.region', { title })}
      />
    </div>
  );
}

/** One page: a canvas at the scroller's width (sharp on high-density screens) with the text layer on top. */
function PdfPage({
  doc,
  pageNumber,
  label,
  regionLabel,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  label: string;
  regionLabel: string;
}) {
  const scrollerRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [size, setSize] = useState<{ width: number; height: number; scale: number } | null>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => setWidth(Math.floor(scroller.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    let renderTask: RenderTask | undefined;
    let textLayer: TextLayer | undefined;
    void (async () => {
      const [pdfjs, page] = await Promise.all([loadPdfJs(), doc.getPage(pageNumber)]);
      const canvas = canvasRef.current;
      const text = textRef.current;
      if (cancelled || !canvas || !text) return;
      const natural = page.getViewport({ scale: 1 });
      // Fit the width (less the scroller's padding); never below a readable minimum.
      const scale = Math.max(0.5, (width > 40 ? width - 24 : natural.width) / natural.width);
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height, scale });
      renderTask = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      text.replaceChildren();
      textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
      await Promise.all([renderTask.promise, textLayer.render()]);
    })().catch(() => {
      // A cancelled render (page turned, resized, unmounted) rejects; nothing to show.
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [doc, pageNumber, width]);

  const style = size
    ? ({ width: size.width, height: size.height, '--total-scale-factor': size.scale } as CSSProperties)
    : undefined;
  return (
    // A zoomed page scrolls: the region takes focus so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard
    <section ref={scrollerRef} className={classes.scroller} tabIndex={0} aria-label={regionLabel}>
      <div className={classes.page} style={style} role="document" aria-label={label}>
        <canvas ref={canvasRef} style={size ? { width: size.width, height: size.height } : undefined} />
        <div ref={textRef} className="textLayer" />
      </div>
    </section>
  );
}
