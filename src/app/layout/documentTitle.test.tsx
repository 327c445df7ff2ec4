import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitleFor, useDocumentTitle } from './documentTitle';

const Page = ({ title }: { title: string }) => {
  useDocumentTitle('page-title');
  return <h1 id="page-title">{title}</h1>;
};

describe('the browser tab’s title', () => {
  afterEach(cleanup);

  it('is the page’s title and the product’s name, or the name alone', () => {
    expect(documentTitleFor('Timbratura')).toBe('Timbratura · Presidio');
    expect(documentTitleFor('  ')).toBe('Presidio');
    expect(documentTitleFor(null)).toBe('Presidio');
  });

  it('follows the page’s title as it changes (another page, another language)', async () => {
    const { rerender, unmount } = render(<Page title="Le mie presenze" />);
    expect(document.title).toBe('Le mie presenze · Presidio');
    rerender(<Page title="Mis asistencias" />);
    await Promise.resolve();
    expect(document.title).toBe('Mis asistencias · Presidio');
    unmount();
    expect(document.title).toBe('Presidio');
  });
});
