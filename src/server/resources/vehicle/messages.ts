const it = {
  created: 'Veicolo creato',
  deleted: 'Veicolo eliminato',
  duplicatePlate: 'Targa già registrata',
  assigneeClient: "L'utente è un accesso dell'area clienti: assegna il veicolo a personale dell'azienda",
  assigneeInactive: "L'utente non è attivo o il suo rapporto di lavoro è terminato: assegna il veicolo a personale in servizio dell'azienda",
};

/** The vehicle resource's messages, merged into the server catalogue under `vehicle.`. */
export const vehicleMessages = {
  it,
  es: {
    created: 'Vehículo creado',
    deleted: 'Vehículo eliminado',
    duplicatePlate: 'Matrícula ya registrada',
    assigneeClient: 'El usuario es un acceso del área de clientes: asigna el vehículo a personal de la empresa',
    assigneeInactive: 'El usuario no está activo o su relación laboral terminó: asigna el vehículo a personal en servicio de la empresa',
  } satisfies typeof it,
  en: {
    created: 'Vehicle created',
    deleted: 'Vehicle deleted',
    duplicatePlate: 'Number plate already registered',
    assigneeClient: "The user is a client portal login: assign the vehicle to the company's staff",
    assigneeInactive: "The user is not active or their employment has ended: assign the vehicle to the company's staff in service",
  } satisfies typeof it,
};
