import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { AdminPortalPage } from './admin-portal-page';
import { ApiDocsPage } from './api-docs-page';

describe('ApiDocsPage', () => {
  it('frames the server’s Swagger UI under a title, and links it and the OpenAPI document', async () => {
    renderRoutes([{ path: '/', element: <ApiDocsPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'API docs' })).toBeTruthy();
    const frame = screen.getByTitle('API docs (Swagger UI)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/admin/docs/');
    const alone = screen.getByRole('link', { name: 'Open the API docs alone (new tab)' });
    expect(alone.getAttribute('href')).toBe('/admin/docs/');
    expect(alone.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON, new tab)' }).getAttribute('href')).toBe('/admin/docs/json');
  });

  it('is linked from the admin portal', async () => {
    renderRoutes([{ path: '/', element: <AdminPortalPage /> }], '/');
    const link = await screen.findByRole('link', { name: 'API docs' });
    expect(link.getAttribute('href')).toBe('/administration/docs');
  });
});
