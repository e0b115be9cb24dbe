import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type NodeViewProps, NodeViewsProvider } from '@/features/course/public/node-views';
import { paths } from '@/shared/paths';
import { TOUR_ANCHORS } from '@/shared/tour/anchors';
import { useGuidedTour } from '@/shared/tour/use-guided-tour';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { lcReply, learnerProduct, nodeView, productState } from '../testing/fixtures';
import { LcPage } from './lc-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A lesson view with a one-step tour of the sidebar's course materials, as the lesson tour has (decision 0071). */
function TouringView({ product }: NodeViewProps) {
  const tour = useGuidedTour({
    id: 'lessonDesktop',
    product,
    ready: product !== undefined,
    blocked: false,
    label: 'Lesson tour',
    steps: [{ anchor: TOUR_ANCHORS.resources, title: 'Materials step', body: 'Resources are here.' }],
  });
  return <>{tour}</>;
}

describe('LcPage sidebar and the lesson tour', () => {
  it('marks the course materials as the part the lesson tour points at', async () => {
    localStorage.removeItem('detachedLessonTour_desktop');
    mockFetch((url) => {
      if (url.pathname === '/api/product/7/lc/5') return jsonResponse(200, lcReply(nodeView(5, 'LESSON', { title: 'Duties' })));
      if (url.pathname === '/api/product/7') return jsonResponse(200, learnerProduct());
      if (url.pathname === '/api/product/7/state') return jsonResponse(200, productState());
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
    });
    renderRoutes(
      [
        {
          path: paths.lc.path,
          element: (
            <NodeViewsProvider views={{ LESSON: TouringView }}>
              <LcPage />
            </NodeViewsProvider>
          ),
        },
      ],
      '/lp/7/lc/5',
    );
    const tour = await screen.findByRole('dialog', { name: 'Lesson tour' }, { timeout: 5000 });
    expect(within(tour).getByText('Step 1 of 1')).toBeDefined();
    const part = document.querySelector<HTMLElement>('[data-tour-current]');
    expect(part && within(part).getByRole('heading', { name: 'Course Materials' })).toBeDefined();
  });
});
