import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { loadWithRetry } = vi.hoisted(() => ({ loadWithRetry: vi.fn() }));
vi.mock('./loader', () => ({ loadWithRetry }));

import { GeoMap } from './GeoMap';

describe('GeoMap when Leaflet cannot be loaded', () => {
  afterEach(cleanup);

  it('says so clearly after the last retry, and starts over on "Riprova"', async () => {
    loadWithRetry.mockRejectedValue(new Error('chunk failed'));
    render(<GeoMap points={[]} />);
    expect(screen.getByTestId('map-loading')).toBeInTheDocument();
    const alert = await screen.findByTestId('map-failed');
    expect(alert).toHaveTextContent('map.failedTitle');
    expect(alert).toHaveTextContent('map.failedBody');
    expect(loadWithRetry).toHaveBeenCalledTimes(1);

    loadWithRetry.mockResolvedValue({ LeafletMap: () => <div data-testid="leaflet-stub" /> });
    fireEvent.click(screen.getByRole('button', { name: 'map.retry' }));
    expect(await screen.findByTestId('leaflet-stub')).toBeInTheDocument();
    expect(loadWithRetry).toHaveBeenCalledTimes(2);
  });
});
