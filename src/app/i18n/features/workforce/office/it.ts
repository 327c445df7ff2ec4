/** Workforce: the office's roster (grids, assignment, publication). */
export const workforceOfficeIt = {
  menu: {
    workforce: 'Forza lavoro',
    workforceRoster: 'Turni',
    workforcePosts: 'Posti di servizio',
    workforceHours: 'Ore pianificate e lavorate',
    workforceSettings: 'Regole e tolleranze',
  },
  roster: {},
};
