import { expect, type Page } from '@playwright/test';

/** Words of the personal-information wizard, as a borrower reads them. */
export const PERSONAL_WORDS = {
  en: {
    heading: 'Personal information',
    firstName: 'First name', lastName: 'Last name', gender: 'Gender', birthday: 'Date of birth',
    education: 'Education', marital: 'Marital status', whatsapp: 'WhatsApp number', email: 'Email',
    residenceType: 'Residence type', state: 'State', district: 'District', address: 'Address',
    employment: 'Employment type', industry: 'Industry', experience: 'Job experience', income: 'Monthly income',
    incomeSource: 'Income source', frequency: 'Pay frequency', payday: 'Payday (day of the month)',
    contactName: (i: number) => `Contact ${i} name`, contactPhone: (i: number) => `Contact ${i} phone`,
    contactRelation: (i: number) => `Contact ${i} relationship`,
    next: 'Next', submit: 'Submit',
    male: 'Male', bachelor: 'Bachelor', single: 'Single', rented: 'Rented', employee: 'Employee', ict: 'Information technology and telecoms',
    oneToThree: '1-3 years', salary: '50,000 - 99,999', own: 'Own income', monthly: 'Monthly', parent: 'Parent', friend: 'Friend',
  },
  es: {
    heading: 'Información personal',
    firstName: 'Nombre', lastName: 'Apellidos', gender: 'Género', birthday: 'Fecha de nacimiento',
    education: 'Escolaridad', marital: 'Estado civil', whatsapp: 'Número de WhatsApp', email: 'Correo electrónico',
    residenceType: 'Tipo de vivienda', state: 'Estado', district: 'Municipio o alcaldía', address: 'Dirección',
    employment: 'Tipo de empleo', industry: 'Sector', experience: 'Experiencia laboral', income: 'Ingreso mensual',
    incomeSource: 'Fuente de ingresos', frequency: 'Frecuencia con que te pagan', payday: 'Día en que te pagan (día del mes)',
    contactName: (i: number) => `Nombre del contacto ${i}`, contactPhone: (i: number) => `Teléfono del contacto ${i}`,
    contactRelation: (i: number) => `Parentesco del contacto ${i}`,
    next: 'Siguiente', submit: 'Enviar',
    male: 'Masculino', bachelor: 'Licenciatura', single: 'Soltero(a)', rented: 'Rentada', employee: 'Empleado(a)',
    ict: 'Tecnologías de la información y telecomunicaciones', oneToThree: '1-3 años', salary: '50,000 - 99,999',
    own: 'Ingreso propio', monthly: 'Mensual', parent: 'Padre o madre', friend: 'Amigo(a)',
  },
} as const;

export type Lang = keyof typeof PERSONAL_WORDS;

export interface Borrower {
  firstName: string;
  lastName: string;
  birthday: string;
  whatsapp: string;
  email: string;
  address: string;
  contact1Phone: string;
  contact2Phone: string;
}

/** Page model of `/auth/personal_infomation`, by role and accessible name only. */
export function personalInfoPage(page: Page, lang: Lang) {
  const w = PERSONAL_WORDS[lang];
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  /** The email field suggests domains (a combobox in the accessibility tree): found by its label. */
  const email = () => page.getByLabel(w.email, { exact: true });
  return {
    words: w,
    text,
    select,
    email,
    async seeHeading() {
      await expect(page.getByRole('heading', { name: w.heading })).toBeVisible();
    },
    async fillBasic(b: Borrower) {
      await text(w.firstName).fill(b.firstName);
      await text(w.lastName).fill(b.lastName);
      await select(w.gender).selectOption({ label: w.male });
      await page.getByLabel(w.birthday, { exact: true }).fill(b.birthday);
      await select(w.education).selectOption({ label: w.bachelor });
      await select(w.marital).selectOption({ label: w.single });
      await text(w.whatsapp).fill(b.whatsapp);
      await email().fill(b.email);
    },
    async fillResidence(b: Borrower) {
      await select(w.residenceType).selectOption({ label: w.rented });
      await expect(select(w.state).locator('option')).not.toHaveCount(1);
      await select(w.state).selectOption({ index: 1 });
      const district = select(w.district);
      if (await district.count()) await district.selectOption({ index: 1 });
      else await text(w.district).fill('Centro');
      await text(w.address).fill(b.address);
    },
    async fillWork() {
      await select(w.employment).selectOption({ label: w.employee });
      await select(w.industry).selectOption({ label: w.ict });
      await select(w.experience).selectOption({ label: w.oneToThree });
      await select(w.income).selectOption({ label: w.salary });
      await select(w.incomeSource).selectOption({ label: w.own });
      await select(w.frequency).selectOption({ label: w.monthly });
      await select(w.payday).selectOption('25');
    },
    async fillContacts(b: Borrower) {
      await text(w.contactName(1)).fill('Ada Parent');
      await text(w.contactPhone(1)).fill(b.contact1Phone);
      await select(w.contactRelation(1)).selectOption({ label: w.parent });
      await text(w.contactName(2)).fill('Bola Friend');
      await text(w.contactPhone(2)).fill(b.contact2Phone);
      await select(w.contactRelation(2)).selectOption({ label: w.friend });
    },
    next: () => page.getByRole('button', { name: w.next }).click(),
    submit: () => page.getByRole('button', { name: w.submit }).click(),
  };
}
