import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type NodeViewProps, NodeViewsProvider } from '@/features/course/public/node-views';
import { paths } from '@/shared/paths';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { lcReply, learnerProduct, nodeView, productState } from '../testing/fixtures';
import { LcPage } from './lc-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A view another feature registers for a node type (the app registers the lesson page for LESSON). */
function TestLessonView({ lpId, reply, product }: NodeViewProps) {
  return (
    <p>
      Registered view of {reply.node.title} in {lpId} for {product?.courseTitle ?? 'no product yet'}
      {reply.node.locked ? ' (locked)' : ''}
    </p>
  );
}

function serve(lesson: ReturnType<typeof nodeView>) {
  mockFetch((url) => {
    if (url.pathname === '/api/product/7/lc/5') return jsonResponse(200, lcReply(lesson));
    if (url.pathname === '/api/product/7') return jsonResponse(200, learnerProduct());
    if (url.pathname === '/api/product/7/state') return jsonResponse(200, productState());
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
}

function render() {
  return renderRoutes(
    [
      {
        path: paths.lc.path,
        element: (
          <NodeViewsProvider views={{ LESSON: TestLessonView }}>
            <LcPage />
          </NodeViewsProvider>
        ),
      },
    ],
    '/lp/7/lc/5?step=lessonSuccess',
  );
}

describe('LcPage with registered node views', () => {
  it('draws a node type through the view registered for it, under the breadcrumbs', async () => {
    serve(nodeView(5, 'LESSON', { title: 'Duties' }));
    render();
    expect(await screen.findByText('Registered view of Duties in 7 for Agency Basics')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Agency Basics');
    // The generic node page is not drawn as well.
    expect(screen.queryByRole('heading', { level: 1, name: 'Duties' })).toBeNull();
  });

  it('leaves a locked node to the registered view, which shows its own lock', async () => {
    serve(nodeView(5, 'LESSON', { title: 'Duties', locked: true, status: 'LOCKED' }));
    render();
    expect(await screen.findByText(/Registered view of Duties .*\(locked\)/)).toBeDefined();
    expect(screen.queryByText('This part of the course is locked.')).toBeNull();
  });
});
