import { ID_PHOTO_MAX_BYTES } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { PhotoIdUpload } from './photo-id-upload';

const FORM = {
  key: 'id-photos/u1/lp7/abc.png',
  credential: 'c',
  date: 'd',
  policy: 'p',
  signature: 's',
  sessionToken: null,
  bucket: 'local',
  url: '/api/storage/upload',
  fields: { key: 'id-photos/u1/lp7/abc.png', Policy: 'p', 'X-Amz-Signature': 's' },
};

afterEach(() => vi.restoreAllMocks());

function setUp(storageStatus = 204) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    calls.push(`${init.method} ${url.pathname}`);
    if (url.pathname === '/api/product/id-photo') return jsonResponse(200, FORM);
    if (url.pathname === '/api/storage/upload') return new Response(null, { status: storageStatus });
    if (url.pathname === '/api/product/id-photo/confirm') return jsonResponse(200, { hasSubmittedIdPhoto: true });
    return jsonResponse(404, {});
  });
  const onUploaded = vi.fn();
  renderWithProviders(<PhotoIdUpload learnerProductId={7} onUploaded={onUploaded} onClose={() => {}} />);
  return { calls, onUploaded };
}

const png = (size = 16) => new File([new Uint8Array(size)], 'id.png', { type: 'image/png' });

describe('PhotoIdUpload', () => {
  it('refuses another format and a file over 20mb with the spec’s texts, before any call', async () => {
    const { calls } = setUp();
    const input = screen.getByLabelText('Choose a photo, or drop it here');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Your image must be in either PNG or JPEG format.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(input, png(ID_PHOTO_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('Your image must be 20mb or smaller.');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('asks for the form, posts the file to the storage, then confirms', async () => {
    const { calls, onUploaded } = setUp();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'PASSPORT');
    await user.upload(screen.getByLabelText('Choose a photo, or drop it here'), png());
    screen.getByText('Selected: id.png');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(calls).toEqual(['POST /api/product/id-photo', 'POST /api/storage/upload', 'POST /api/product/id-photo/confirm']);
  });

  it('shows the upload error when the storage refuses the file', async () => {
    const { onUploaded } = setUp(403);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose a photo, or drop it here'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error uploading your photo, please try again. If the error persists, please call customer support.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
