import { useMutation, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { http } from '@/shared/http/client';
import { type ContinuumQueryMeta, SHOWS_FAILURE } from '@/shared/query/meta';
import { clearCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { errorReports } from '../error-reports';
import { createQueryClient } from '../query-client';
import { ErrorDialog } from './error-dialog';
import { FooterSupport } from './footer-support';

/** The app's own query client, without its one delayed retry so failures settle at once. */
function appClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

const failure = (status: number, statusText: string) =>
  new Response('{}', { status, statusText, headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' } });

function Stats() {
  const stats = useQuery({ queryKey: ['stats'], queryFn: () => http<{ n: number }>('api/stats') });
  return <p>{stats.data ? `stats ${stats.data.n}` : 'no stats'}</p>;
}

/** A page that shows the product's failure itself, as the course home does. */
function ExplainingPage() {
  const product = useLearnerProduct(7, SHOWS_FAILURE);
  return product.isError ? <p>page says it failed</p> : null;
}

function SaveButton({ meta }: { meta?: ContinuumQueryMeta }) {
  const save = useMutation({ mutationFn: () => http('api/save', { method: 'POST' }), meta });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function TwoReads() {
  useQuery({ queryKey: ['a'], queryFn: () => http('api/a') });
  useQuery({ queryKey: ['b'], queryFn: () => http('api/b') });
  return null;
}

const dialog = () => screen.findByRole('alertdialog', { name: 'Error' });

beforeEach(() => errorReports.dismiss());
afterEach(() => clearCurrentProductId());

describe('the generic error dialog (000 §8)', () => {
  it('opens on a failed read nobody explains, and Try again fetches it again', async () => {
    let calls = 0;
    mockFetch(() => (++calls === 1 ? failure(503, 'Service Unavailable') : jsonResponse(200, { n: 3 })));
    renderWithProviders(
      <>
        <Stats />
        <ErrorDialog />
      </>,
      appClient(),
    );
    const open = await dialog();
    expect(within(open).getByText('An error occurred (Error: 503xService Unavailable)')).toBeTruthy();
    expect(document.activeElement).toBe(within(open).getByRole('button', { name: 'Try again' }));
    await userEvent.click(within(open).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('stats 3')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toBe(2);
  });

  it('opens when only a component that stays silent watches a failed shared read (the footer on the forum)', async () => {
    mockFetch(() => failure(502, 'Bad Gateway'));
    renderWithProviders(
      <>
        <FooterSupport lpId={7} />
        <ErrorDialog />
      </>,
      appClient(),
    );
    expect(within(await dialog()).getByText('An error occurred (Error: 502xBad Gateway)')).toBeTruthy();
  });

  it('stays closed when a component on screen explains that read in place', async () => {
    mockFetch(() => failure(502, 'Bad Gateway'));
    renderWithProviders(
      <>
        <ExplainingPage />
        <FooterSupport lpId={7} />
        <ErrorDialog />
      </>,
      appClient(),
    );
    await screen.findByText('page says it failed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays closed for a product with no content yet: the course home says so, its sidebar reads fail the same way', async () => {
    mockFetch((url) =>
      url.pathname === '/api/stats'
        ? jsonResponse(409, { status: 409, code: 'PRODUCT_HAS_NO_CONTENT', message: 'This product has no content yet' })
        : jsonResponse(200, { n: 1 }),
    );
    renderWithProviders(
      <>
        <Stats />
        <ErrorDialog />
      </>,
      appClient(),
    );
    await screen.findByText('no stats');
    // Give the cache time to report the failure: a dialog would have opened by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens on a failed action, and dismissing gives focus back to its button to press again', async () => {
    let calls = 0;
    mockFetch(() => {
      calls++;
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(
      <>
        <SaveButton />
        <ErrorDialog />
      </>,
      appClient(),
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const open = await dialog();
    expect(within(open).getByText('An error occurred (Error: 0xNetwork Error)')).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(within(open).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(save);
    await userEvent.keyboard('{Enter}');
    await dialog();
    expect(calls).toBe(2);
  });

  it.each([
    ['a component that shows the failure', { errorDialog: false }, 500],
    ['a refusal its page explains', { errorDialog: 'serverFailures' }, 409],
    ['a 401 (the session events handle it)', undefined, 401],
  ] as const)('stays closed for %s', async (_label, meta, status) => {
    mockFetch(() => failure(status, 'Refused'));
    const client = appClient();
    renderWithProviders(
      <>
        <SaveButton meta={meta} />
        <ErrorDialog />
      </>,
      client,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.status).toBe('error'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('still opens for a server failure of an action whose page explains only refusals', async () => {
    mockFetch(() => failure(500, 'Internal Server Error'));
    renderWithProviders(
      <>
        <SaveButton meta={{ errorDialog: 'serverFailures' }} />
        <ErrorDialog />
      </>,
      appClient(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await dialog()).getByText('An error occurred (Error: 500xInternal Server Error)')).toBeTruthy();
  });

  it("Report this problem shows the server's request id and e-mails the current product's support with it", async () => {
    setCurrentProductId(7);
    mockFetch((url) =>
      url.pathname === '/api/product/7'
        ? jsonResponse(200, { id: 7, accountPhone: '1-800-555-0142', accountEmail: 'help@provider.example' })
        : failure(503, 'Service Unavailable'),
    );
    renderWithProviders(
      <>
        <SaveButton />
        <ErrorDialog />
      </>,
      appClient(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const open = await dialog();
    await userEvent.click(within(open).getByRole('button', { name: 'Report this problem' }));
    const report = await within(open).findByRole('region', { name: 'Report this problem' });
    expect(within(report).getByText('req-42')).toBeTruthy();
    expect(within(report).getByText('Page: /')).toBeTruthy();
    expect((await within(report).findByRole('link', { name: '1-800-555-0142' })).getAttribute('href')).toBe('tel:1-800-555-0142');
    const mail = within(report).getByRole('link', { name: 'E-mail help@provider.example with these details' });
    const href = new URL(mail.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Problem report req-42');
    expect(href.searchParams.get('body')).toContain('Reference: req-42');
    expect(href.searchParams.get('body')).toContain('An error occurred (Error: 503xService Unavailable)');
  });

  it('shows one message for several failures, and Try again fetches every failed read', async () => {
    const seen: string[] = [];
    mockFetch((url) => {
      seen.push(url.pathname);
      return failure(503, 'Service Unavailable');
    });
    renderWithProviders(
      <>
        <TwoReads />
        <ErrorDialog />
      </>,
      appClient(),
    );
    await dialog();
    await waitFor(() => expect(errorReports.get()?.retries).toHaveLength(2));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await act(() => errorReports.retry());
    await waitFor(() => expect(seen.filter((p) => p === '/api/a')).toHaveLength(2));
    await waitFor(() => expect(seen.filter((p) => p === '/api/b')).toHaveLength(2));
  });
});
