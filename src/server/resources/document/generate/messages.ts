const it = {
  contractCreated: 'Lettera di assunzione generata',
  attestatiCreated: 'Attestati generati: %{count}',
  templateSaved: 'Modello della lettera salvato',
  templateDeleted: 'Modello della lettera eliminato: le lettere tornano al PDF di Presidio',
  unknownPlaceholders: 'Il modello contiene segnaposto che Presidio non compila: %{placeholders}',
  missingPlaceholders: 'Il modello dell’azienda contiene segnaposto che Presidio non compila: %{placeholders}. Nessuna lettera è stata generata: correggi il modello.',
  fields: {
    unknownPlaceholders: 'Segnaposto sconosciuti nel modello',
    templateUnreadable: 'Modello DOCX non leggibile: controlla i segnaposto (per esempio una parentesi graffa non chiusa)',
    noPlaceholders: 'Il modello non contiene segnaposto da compilare',
    notEmployee: 'Non è un dipendente',
    inactive: 'Dipendente non attivo',
    otherCompany: 'Dipendente di un’altra azienda: una sessione riguarda una sola azienda',
  },
};

const es: typeof it = {
  contractCreated: 'Carta de contratación generada',
  attestatiCreated: 'Certificados generados: %{count}',
  templateSaved: 'Plantilla de la carta guardada',
  templateDeleted: 'Plantilla de la carta eliminada: las cartas vuelven al PDF de Presidio',
  unknownPlaceholders: 'La plantilla contiene marcadores que Presidio no rellena: %{placeholders}',
  missingPlaceholders: 'La plantilla de la empresa contiene marcadores que Presidio no rellena: %{placeholders}. No se ha generado ninguna carta: corrige la plantilla.',
  fields: {
    unknownPlaceholders: 'Marcadores desconocidos en la plantilla',
    templateUnreadable: 'Plantilla DOCX ilegible: revisa los marcadores (por ejemplo una llave sin cerrar)',
    noPlaceholders: 'La plantilla no contiene marcadores que rellenar',
    notEmployee: 'No es un trabajador',
    inactive: 'Trabajador no activo',
    otherCompany: 'Trabajador de otra empresa: una sesión corresponde a una sola empresa',
  },
};

const en: typeof it = {
  contractCreated: 'Employment letter generated',
  attestatiCreated: 'Certificates generated: %{count}',
  templateSaved: 'Letter template saved',
  templateDeleted: 'Letter template deleted: letters go back to Presidio’s PDF',
  unknownPlaceholders: 'The template holds placeholders Presidio does not fill: %{placeholders}',
  missingPlaceholders: 'The company’s template holds placeholders Presidio does not fill: %{placeholders}. No letter was generated: fix the template.',
  fields: {
    unknownPlaceholders: 'Unknown placeholders in the template',
    templateUnreadable: 'Unreadable DOCX template: check its placeholders (an unclosed brace, for instance)',
    noPlaceholders: 'The template holds no placeholder to fill',
    notEmployee: 'Not an employee',
    inactive: 'Employee not active',
    otherCompany: 'Employee of another company: one session is for one company',
  },
};

export const documentGenerateMessages = { it, es, en };
