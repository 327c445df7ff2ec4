const it = {
  closed:
    'Il mese %{month} di questa azienda è chiuso per le paghe (chiuso il %{date} da %{name}): presenze, ferie, permessi e malattie di quel mese non si possono inserire, modificare né eliminare. Per una correzione chiedi all’amministrazione di riaprirlo.',
  closedDone: 'Mese chiuso: presenze, ferie, permessi e malattie del mese non si possono più modificare',
  reopened: 'Mese riaperto',
  incomplete: 'Il mese non si può chiudere: %{count} presenze sono ancora aperte o da verificare',
  notPast: 'Si possono chiudere solo i mesi passati: il mese in corso è ancora aperto',
  alreadyClosed: 'Il mese è già chiuso (da %{name})',
  notClosed: 'Il mese non è chiuso',
};

/** The month close's messages, merged into the server catalogue under `attendanceMonths.`. */
export const attendanceMonthsMessages = {
  it,
  es: {
    closed:
      'El mes %{month} de esta empresa está cerrado para las nóminas (cerrado el %{date} por %{name}): las asistencias, vacaciones, permisos y bajas por enfermedad de ese mes no se pueden crear, modificar ni eliminar. Para una corrección pide a administración que lo reabra.',
    closedDone: 'Mes cerrado: las asistencias, vacaciones, permisos y bajas del mes ya no se pueden modificar',
    reopened: 'Mes reabierto',
    incomplete: 'El mes no se puede cerrar: %{count} asistencias siguen abiertas o por verificar',
    notPast: 'Solo se pueden cerrar los meses pasados: el mes en curso sigue abierto',
    alreadyClosed: 'El mes ya está cerrado (por %{name})',
    notClosed: 'El mes no está cerrado',
  } satisfies typeof it,
  en: {
    closed:
      'Month %{month} of this company is closed for payroll (closed on %{date} by %{name}): attendance, leave and sick leave of that month cannot be created, changed or deleted. For a correction, ask payroll to reopen it.',
    closedDone: 'Month closed: attendance, leave and sick leave of the month can no longer be changed',
    reopened: 'Month reopened',
    incomplete: 'The month cannot be closed: %{count} attendance records are still open or to be checked',
    notPast: 'Only past months can be closed: the current month is still running',
    alreadyClosed: 'The month is already closed (by %{name})',
    notClosed: 'The month is not closed',
  } satisfies typeof it,
};
