const it = {
  created: 'Veicolo creato',
  deleted: 'Veicolo eliminato',
  duplicatePlate: 'Targa già registrata',
};

/** The vehicle resource's messages, merged into the server catalogue under `vehicle.`. */
export const vehicleMessages = {
  it,
  es: { created: 'Vehículo creado', deleted: 'Vehículo eliminado', duplicatePlate: 'Matrícula ya registrada' } satisfies typeof it,
  en: { created: 'Vehicle created', deleted: 'Vehicle deleted', duplicatePlate: 'Number plate already registered' } satisfies typeof it,
};
