// @vitest-environment node
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { refusalOf, unknownPlaceholders } from './template';

describe('contract template', () => {
  it('keeps the server’s message and each field reason once', () => {
    const error = new HttpError('x', 400, { message: 'Segnaposto sconosciuti', errors: { file: 'Segnaposto sconosciuti: {foo}', template: 'Segnaposto sconosciuti: {foo}' } });
    expect(refusalOf(error)).toEqual({ message: 'Segnaposto sconosciuti', details: ['Segnaposto sconosciuti: {foo}'] });
    expect(refusalOf(new HttpError('Not Found', 404, undefined))).toEqual({ message: 'Not Found', details: [] });
    expect(refusalOf(new Error('offline'))).toEqual({ message: 'offline', details: [] });
  });

  it('names the placeholders of the stored template that Presidio does not fill', () => {
    const provided = [{ name: 'azienda_nome', description: '' }, { name: 'ccnl', description: '' }];
    const template = { fileName: 'a.docx', size: 1, sha256: '', placeholders: ['azienda_nome', 'bonus'], uploadedBy: null, createdAt: '', updatedAt: '' };
    expect(unknownPlaceholders({ companyId: 1, template, provided })).toEqual(['bonus']);
    expect(unknownPlaceholders({ companyId: 1, template: null, provided })).toEqual([]);
  });
});
