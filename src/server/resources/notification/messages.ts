const it = {
  allRead: 'Tutte le notifiche segnate come lette',
  period: {
    days: 'dal %{from} al %{to}',
    oneDay: 'il %{from}',
    hours: 'il %{from} dalle %{startTime} alle %{endTime}',
    open: 'dal %{from}, fine da definire',
  },
  note: ' Nota: %{note}',
  kinds: {
    PERMISSION_REQUESTED: { title: 'Nuova richiesta: %{type}', body: '%{name} chiede %{type} %{period}.' },
    SICK_LEAVE_REPORTED: { title: 'Malattia comunicata', body: '%{name} è in malattia %{period} (protocollo %{protocolNumber}).' },
    SICK_LEAVE_UPDATED: { title: 'Malattia aggiornata', body: '%{name}: malattia %{period} (protocollo %{protocolNumber}).' },
    PERMISSION_APPROVED: { title: 'Richiesta approvata', body: 'La tua richiesta di %{type} %{period} è stata approvata.%{note}' },
    PERMISSION_REJECTED: { title: 'Richiesta rifiutata', body: 'La tua richiesta di %{type} %{period} è stata rifiutata.%{note}' },
  },
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
    kinds: {
      PERMISSION_REQUESTED: { title: 'Nueva solicitud: %{type}', body: '%{name} solicita %{type} %{period}.' },
      SICK_LEAVE_REPORTED: { title: 'Baja por enfermedad comunicada', body: '%{name} está de baja %{period} (protocolo %{protocolNumber}).' },
      SICK_LEAVE_UPDATED: { title: 'Baja por enfermedad actualizada', body: '%{name}: baja %{period} (protocolo %{protocolNumber}).' },
      PERMISSION_APPROVED: { title: 'Solicitud aprobada', body: 'Tu solicitud de %{type} %{period} ha sido aprobada.%{note}' },
      PERMISSION_REJECTED: { title: 'Solicitud rechazada', body: 'Tu solicitud de %{type} %{period} ha sido rechazada.%{note}' },
    },
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
    kinds: {
      PERMISSION_REQUESTED: { title: 'New request: %{type}', body: '%{name} asks for %{type} %{period}.' },
      SICK_LEAVE_REPORTED: { title: 'Sick leave reported', body: '%{name} is on sick leave %{period} (protocol %{protocolNumber}).' },
      SICK_LEAVE_UPDATED: { title: 'Sick leave updated', body: '%{name}: sick leave %{period} (protocol %{protocolNumber}).' },
      PERMISSION_APPROVED: { title: 'Request approved', body: 'Your %{type} request %{period} was approved.%{note}' },
      PERMISSION_REJECTED: { title: 'Request rejected', body: 'Your %{type} request %{period} was rejected.%{note}' },
    },
  } satisfies typeof it,
};
