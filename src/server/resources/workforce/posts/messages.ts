/** The workforce 'post' messages, under `workforce.post.`. */
const it = {
  created: 'Posto di servizio creato',
  deleted: 'Posto di servizio eliminato',
  hasPublishedShifts: 'Il posto ha turni pubblicati (%{count}), che vanno conservati: disattivalo invece di eliminarlo',
  movedWithShifts: 'Il posto ha già turni in questa sede: non può essere spostato in un’altra',
  documentNotOfClient: 'Ogni documento delle consegne deve essere del cliente o dell’azienda, e non eliminato',
  calendar: {
    summary: 'Turno: %{post} – %{site}',
    description: '%{client}, dalle %{start} alle %{end}. Consegne e dettagli: %{link}',
  },
};

export const postMessages = {
  it,
  es: {
    created: 'Puesto de servicio creado',
    deleted: 'Puesto de servicio eliminado',
    hasPublishedShifts: 'El puesto tiene turnos publicados (%{count}), que deben conservarse: desactívalo en lugar de eliminarlo',
    movedWithShifts: 'El puesto ya tiene turnos en esta sede: no se puede mover a otra',
    documentNotOfClient: 'Cada documento de las consignas debe ser del cliente o de la empresa, y no estar eliminado',
    calendar: {
      summary: 'Turno: %{post} – %{site}',
      description: '%{client}, de %{start} a %{end}. Consignas y detalles: %{link}',
    },
  } satisfies typeof it,
  en: {
    created: 'Post created',
    deleted: 'Post deleted',
    hasPublishedShifts: 'The post has published shifts (%{count}), which must be kept: deactivate it instead of deleting it',
    movedWithShifts: 'The post already has shifts at this site: it cannot be moved to another',
    documentNotOfClient: 'Each document of the orders must belong to the client or the company, and not be deleted',
    calendar: {
      summary: 'Shift: %{post} – %{site}',
      description: '%{client}, from %{start} to %{end}. Orders and details: %{link}',
    },
  } satisfies typeof it,
};
