import { deadlineEn, deadlineEs, deadlineIt } from '../deadline/reminder-messages';

const it = {
  allRead: 'Tutte le notifiche segnate come lette',
  period: {
    days: 'dal %{from} al %{to}',
    oneDay: 'il %{from}',
    hours: 'il %{from} dalle %{startTime} alle %{endTime}',
    open: 'dal %{from}, fine da definire',
  },
  note: ' Nota: %{note}',
  sickOverlap: ' Si sovrappone a una richiesta approvata (%{type} %{period}): se la malattia la sospende, revocala dalla sua pagina.',
  kinds: {
    PERMISSION_REQUESTED: { title: 'Nuova richiesta: %{type}', body: '%{name} chiede %{type} %{period}.' },
    SICK_LEAVE_REPORTED: { title: 'Malattia comunicata', body: '%{name} è in malattia %{period} (protocollo %{protocolNumber}).%{overlap}' },
    SICK_LEAVE_UPDATED: { title: 'Malattia aggiornata', body: '%{name}: malattia %{period} (protocollo %{protocolNumber}).' },
    PERMISSION_APPROVED: { title: 'Richiesta approvata', body: 'La tua richiesta di %{type} %{period} è stata approvata.%{note}' },
    PERMISSION_REJECTED: { title: 'Richiesta rifiutata', body: 'La tua richiesta di %{type} %{period} è stata rifiutata.%{note}' },
    PERMISSION_REVOKED: { title: 'Richiesta revocata dall’ufficio', body: 'La tua richiesta di %{type} %{period}, già approvata, è stata revocata.%{note}' },
    SICK_LEAVE_CONTINUED: { title: 'Continuazione di malattia', body: '%{name}: la malattia continua %{period} (protocollo %{protocolNumber}).%{overlap}' },
    SICK_LEAVE_RELAPSE: { title: 'Ricaduta di malattia', body: '%{name} è di nuovo in malattia %{period}, ricaduta (protocollo %{protocolNumber}).%{overlap}' },
    PAYSLIP_AVAILABLE: { title: 'Nuovo cedolino disponibile', body: 'Il cedolino di %{period} è tra i tuoi documenti.' },
    DEADLINE_REMINDER: { title: 'Scadenza: %{kind} – %{subject}', body: '%{when}' },
    DEADLINE_REMINDER_OWN: { title: '%{headline}', body: 'Scadenza: %{dueDate}. Carica il rinnovo tra i tuoi documenti o avvisa l’ufficio.' },
  },
  deadline: deadlineIt,
};

/** The notification resource's messages, merged into the server catalogue under `notification.`. */
export const notificationMessages = {
  it,
  es: {
    allRead: 'Todas las notificaciones marcadas como leídas',
    period: {
      days: 'del %{from} al %{to}',
      oneDay: 'el %{from}',
      hours: 'el %{from} de %{startTime} a %{endTime}',
      open: 'desde el %{from}, fin por definir',
    },
    note: ' Nota: %{note}',
    sickOverlap: ' Se solapa con una solicitud aprobada (%{type} %{period}): si la baja la suspende, revócala desde su página.',
    kinds: {
      PERMISSION_REQUESTED: { title: 'Nueva solicitud: %{type}', body: '%{name} solicita %{type} %{period}.' },
      SICK_LEAVE_REPORTED: { title: 'Baja por enfermedad comunicada', body: '%{name} está de baja %{period} (protocolo %{protocolNumber}).%{overlap}' },
      SICK_LEAVE_UPDATED: { title: 'Baja por enfermedad actualizada', body: '%{name}: baja %{period} (protocolo %{protocolNumber}).' },
      PERMISSION_APPROVED: { title: 'Solicitud aprobada', body: 'Tu solicitud de %{type} %{period} ha sido aprobada.%{note}' },
      PERMISSION_REJECTED: { title: 'Solicitud rechazada', body: 'Tu solicitud de %{type} %{period} ha sido rechazada.%{note}' },
      PERMISSION_REVOKED: { title: 'Solicitud revocada por la oficina', body: 'Tu solicitud de %{type} %{period}, ya aprobada, ha sido revocada.%{note}' },
      SICK_LEAVE_CONTINUED: { title: 'Continuación de la baja', body: '%{name}: la baja continúa %{period} (protocolo %{protocolNumber}).%{overlap}' },
      SICK_LEAVE_RELAPSE: { title: 'Recaída de la baja', body: '%{name} vuelve a estar de baja %{period}, recaída (protocolo %{protocolNumber}).%{overlap}' },
      PAYSLIP_AVAILABLE: { title: 'Nueva nómina disponible', body: 'La nómina de %{period} está entre tus documentos.' },
      DEADLINE_REMINDER: { title: 'Vencimiento: %{kind} – %{subject}', body: '%{when}' },
      DEADLINE_REMINDER_OWN: { title: '%{headline}', body: 'Vencimiento: %{dueDate}. Sube la renovación a tus documentos o avisa a la oficina.' },
    },
    deadline: deadlineEs,
  } satisfies typeof it,
  en: {
    allRead: 'All notifications marked as read',
    period: {
      days: 'from %{from} to %{to}',
      oneDay: 'on %{from}',
      hours: 'on %{from} from %{startTime} to %{endTime}',
      open: 'from %{from}, end to be set',
    },
    note: ' Note: %{note}',
    sickOverlap: ' It overlaps an approved request (%{type} %{period}): if the sickness suspends it, withdraw it from its page.',
    kinds: {
      PERMISSION_REQUESTED: { title: 'New request: %{type}', body: '%{name} asks for %{type} %{period}.' },
      SICK_LEAVE_REPORTED: { title: 'Sick leave reported', body: '%{name} is on sick leave %{period} (protocol %{protocolNumber}).%{overlap}' },
      SICK_LEAVE_UPDATED: { title: 'Sick leave updated', body: '%{name}: sick leave %{period} (protocol %{protocolNumber}).' },
      PERMISSION_APPROVED: { title: 'Request approved', body: 'Your %{type} request %{period} was approved.%{note}' },
      PERMISSION_REJECTED: { title: 'Request rejected', body: 'Your %{type} request %{period} was rejected.%{note}' },
      PERMISSION_REVOKED: { title: 'Request withdrawn by the office', body: 'Your %{type} request %{period}, already approved, was withdrawn.%{note}' },
      SICK_LEAVE_CONTINUED: { title: 'Sick leave continued', body: '%{name}: sick leave continues %{period} (protocol %{protocolNumber}).%{overlap}' },
      SICK_LEAVE_RELAPSE: { title: 'Sick leave relapse', body: '%{name} is on sick leave again %{period}, a relapse (protocol %{protocolNumber}).%{overlap}' },
      PAYSLIP_AVAILABLE: { title: 'New payslip available', body: 'Your payslip for %{period} is in your documents.' },
      DEADLINE_REMINDER: { title: 'Deadline: %{kind} – %{subject}', body: '%{when}' },
      DEADLINE_REMINDER_OWN: { title: '%{headline}', body: 'Due date: %{dueDate}. Upload the renewal to your documents or tell the office.' },
    },
    deadline: deadlineEn,
  } satisfies typeof it,
};
