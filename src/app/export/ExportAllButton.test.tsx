import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MAX_ROWS, ExportAllButton } from './ExportAllButton';

const notify = vi.fn();
let total = 0;
const exportProps = vi.fn();
vi.mock('react-admin', () => ({
  useNotify: () => notify,
  useLocale: () => 'it',
  useListContext: () => ({ total }),
  ExportButton: (props: { maxResults: number; onClick: () => void }) => {
    exportProps(props);
    return <button type="button" onClick={props.onClick}>Esporta</button>;
  },
}));

describe('Esporta', () => {
  afterEach(() => {
    cleanup();
    notify.mockClear();
  });

  it('asks for every row of the list up to its limit, not react-admin’s 1,000', () => {
    total = 1_500;
    render(<ExportAllButton />);
    expect(exportProps).toHaveBeenLastCalledWith(expect.objectContaining({ maxResults: EXPORT_MAX_ROWS }));
    fireEvent.click(screen.getByText('Esporta'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('past the limit says how many rows it wrote out of how many', () => {
    total = 25_000;
    render(<ExportAllButton />);
    fireEvent.click(screen.getByText('Esporta'));
    expect(notify).toHaveBeenCalledWith('export.truncated', { type: 'warning', messageArgs: { max: '20.000', total: '25.000' } });
  });
});
