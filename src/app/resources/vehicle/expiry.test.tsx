import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { daysUntil, expiryStatus, expiryWindows } from './expiry';
import { ExpiryChip } from './ExpiryField';

const today = '2026-05-10';

describe('vehicle expiry colouring', () => {
  it('is red past due, amber within 30 days (today included), plain beyond', () => {
    expect(expiryStatus('2026-05-09', today)).toBe('expired');
    expect(expiryStatus('2025-12-31', today)).toBe('expired');
    expect(expiryStatus('2026-05-10', today)).toBe('soon');
    expect(expiryStatus('2026-06-09', today)).toBe('soon');
    expect(expiryStatus('2026-06-10', today)).toBe('ok');
    expect(expiryStatus(null, today)).toBe('none');
  });

  it('counts calendar days across the change to summer time', () => {
    expect(daysUntil('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysUntil('2026-05-01', today)).toBe(-9);
  });

  it('offers filter windows as dates for the list protocol', () => {
    expect(expiryWindows(today).map((w) => w.id)).toEqual(['2026-05-09', '2026-06-09', '2026-07-09', '2026-08-08']);
  });
});

describe('ExpiryChip', () => {
  afterEach(cleanup);
  const translate = (key: string, options?: Record<string, unknown>) => `${key}${options?.smart_count !== undefined ? `:${options.smart_count}` : ''}`;

  it('marks a past expiry as expired, in red, with the date as Italians read it', () => {
    render(<ExpiryChip date="2026-05-01" today={today} translate={translate} />);
    const chip = screen.getByTestId('expiry');
    expect(chip).toHaveAttribute('data-status', 'expired');
    expect(chip).toHaveTextContent('01/05/2026');
    expect(chip.className).toMatch(/colorError/);
  });

  it('marks an expiry within 30 days in amber', () => {
    render(<ExpiryChip date="2026-05-20" today={today} translate={translate} />);
    expect(screen.getByTestId('expiry')).toHaveAttribute('data-status', 'soon');
    expect(screen.getByTestId('expiry').className).toMatch(/colorWarning/);
  });

  it('shows a far expiry without colour, and a dash when there is none', () => {
    render(<ExpiryChip date="2027-01-01" today={today} translate={translate} />);
    expect(screen.getByTestId('expiry')).toHaveAttribute('data-status', 'ok');
    cleanup();
    render(<ExpiryChip date={null} today={today} translate={translate} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
