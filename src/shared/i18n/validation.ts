/** Field-error messages shared by the server's answers and the app's forms. */
export const validationIt = {
  required: 'Campo obbligatorio',
  invalid: 'Valore non valido',
  tooLong: 'Testo troppo lungo',
  vat: 'Partita IVA non valida (11 cifre con cifra di controllo)',
  fiscalCode: 'Codice fiscale non valido',
  email: 'Indirizzo email non valido',
  url: 'Indirizzo web non valido',
  phone: 'Numero di telefono non valido',
  date: 'Data non valida (aaaa-mm-gg)',
  passwordWeak: 'Password troppo debole: almeno 10 caratteri e non tra le più comuni',
  notSortable: 'Campo non ordinabile',
  notFilterable: 'Campo non filtrabile',
  ceoNotMember: "L'amministratore deve essere un utente dell'azienda",
  companyOutOfScope: 'Azienda non gestita da te',
  roleNotGrantable: 'Non puoi assegnare questo ruolo',
};

export type TValidationMessages = typeof validationIt;

export const validationEs = {
  required: 'Campo obligatorio',
  invalid: 'Valor no válido',
  tooLong: 'Texto demasiado largo',
  vat: 'Partita IVA no válida (11 cifras con dígito de control)',
  fiscalCode: 'Código fiscal no válido',
  email: 'Dirección de correo no válida',
  url: 'Dirección web no válida',
  phone: 'Número de teléfono no válido',
  date: 'Fecha no válida (aaaa-mm-dd)',
  passwordWeak: 'Contraseña demasiado débil: al menos 10 caracteres y no entre las más comunes',
  notSortable: 'Campo no ordenable',
  notFilterable: 'Campo no filtrable',
  ceoNotMember: 'El administrador debe ser un usuario de la empresa',
  companyOutOfScope: 'Empresa no gestionada por ti',
  roleNotGrantable: 'No puedes asignar este rol',
} satisfies TValidationMessages;

export const validationEn = {
  required: 'Required',
  invalid: 'Invalid value',
  tooLong: 'Text too long',
  vat: 'Invalid VAT number (11 digits with check digit)',
  fiscalCode: 'Invalid fiscal code',
  email: 'Invalid email address',
  url: 'Invalid web address',
  phone: 'Invalid phone number',
  date: 'Invalid date (yyyy-mm-dd)',
  passwordWeak: 'Password too weak: at least 10 characters and not a common one',
  notSortable: 'Field cannot be sorted',
  notFilterable: 'Field cannot be filtered',
  ceoNotMember: 'The CEO must be a user of the company',
  companyOutOfScope: 'Company not managed by you',
  roleNotGrantable: 'You cannot grant this role',
} satisfies TValidationMessages;

export const LOCALES = ['it', 'es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
