// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TDocument } from '../../../shared/schemas/document';
import { ZAttestatoRequest } from '../../../shared/schemas/training';
import { afterCourseChosen, attestatoDefaults, attestatoRows, participantErrors, validityOf, zipIds } from './attestatoForm';

const doc = (id: number) => ({ id, ownerName: `P${id}` }) as TDocument;

describe('attestato form', () => {
  it('is a session the server accepts once the course, teacher, place and people are given', () => {
    const defaults = attestatoDefaults('2026-11-20', 'Presidio Sicurezza S.r.l.');
    const refused = ZAttestatoRequest.safeParse(defaults);
    expect(refused.success).toBe(false);
    expect(new Set(refused.error?.issues.map((i) => String(i.path[0])))).toEqual(new Set(['courseCode', 'hours', 'teacher', 'place', 'userIds']));
    const course = afterCourseChosen('PRIMO_SOCCORSO_BC', defaults.deliveryMode);
    const parsed = ZAttestatoRequest.parse({ ...defaults, courseCode: 'PRIMO_SOCCORSO_BC', ...course, teacher: 'Dott. Neri', place: 'Roma', userIds: [3, 4] });
    expect(parsed).toMatchObject({ hours: 12, deliveryMode: 'PRESENZA', organiser: 'Presidio Sicurezza S.r.l.', organiserRepresentative: null });
  });

  it('keeps a delivery mode the course allows, and otherwise takes the course’s first', () => {
    expect(afterCourseChosen('FORMAZIONE_GENERALE', 'E_LEARNING')).toEqual({ hours: 4, deliveryMode: 'E_LEARNING' });
    expect(afterCourseChosen('PREPOSTO', 'E_LEARNING')).toEqual({ hours: 12, deliveryMode: 'PRESENZA' });
    expect(afterCourseChosen('ESERCITAZIONE_TIRO_GPG', null)).toEqual({ hours: 2, deliveryMode: 'PRESENZA' });
  });

  it('says validity in years, in months when shorter, and none for a course that never expires', () => {
    expect(validityOf('AGGIORNAMENTO_LAVORATORI')).toEqual({ key: 'years', count: 5 });
    expect(validityOf('ESERCITAZIONE_TIRO_GPG')).toEqual({ key: 'months', count: 4 });
    expect(validityOf('FORMAZIONE_GENERALE')).toBeNull();
  });

  it('puts each attestato beside the register number of the training record that points to it', () => {
    const rows = attestatoRows([doc(10), doc(11)], [
      { documentId: 11, certificateNumber: '2026/0002' },
      { documentId: 10, certificateNumber: '2026/0001' },
      { documentId: null, certificateNumber: '2025/0009' },
    ]);
    expect(rows.map((r) => [r.document.id, r.certificateNumber])).toEqual([[10, '2026/0001'], [11, '2026/0002']]);
    expect(attestatoRows([doc(12)], [])[0].certificateNumber).toBeNull();
    expect(zipIds(rows)).toBe('10,11');
  });

  it('puts the reasons of refused participants, by name, on the participants input', () => {
    const people = [{ id: 3, firstName: 'Anna', lastName: 'Neri' }, { id: 4, firstName: 'Ugo', lastName: 'Bassi' }];
    expect(participantErrors({ 'userIds.1': 'Non attivo', teacher: 'Obbligatorio' }, [3, 4], people)).toEqual({ userIds: 'Bassi Ugo: Non attivo', teacher: 'Obbligatorio' });
    expect(participantErrors({ 'userIds.0': 'A', 'userIds.1': 'B' }, [3, 9], people)).toEqual({ userIds: 'Neri Anna: A · B' });
    expect(participantErrors({ userIds: 'Obbligatorio' }, [], people)).toEqual({ userIds: 'Obbligatorio' });
  });
});
