import type { APIRequestContext, Page } from '@playwright/test';
import { startKycAs } from '../kycSession';
import { personalInfoPage, type Borrower } from '../personalInfoPage';
import type { KycLang, KycMarket } from './journey';

/** A borrower of each market as they would type themselves in (names with accents in Mexico). */
export const BORROWERS: Readonly<Record<KycMarket, Borrower>> = {
  ng: {
    firstName: 'Chinedu', lastName: 'Okafor', birthday: '1990-05-17', whatsapp: '08031234567',
    email: 'chinedu.okafor@gmail.com', address: '12 Allen Avenue, Ikeja', contact1Phone: '08051234567', contact2Phone: '+234 812 123 4567',
  },
  mx: {
    firstName: 'José', lastName: 'Núñez', birthday: '1988-02-29', whatsapp: '5512345678',
    email: 'jose.nunez@yahoo.com', address: 'Av. Universidad 1200, Coyoacán', contact1Phone: '5587654321', contact2Phone: '5511223344',
  },
};

/** A new borrower of `market` (signed up through the API) on `/auth/personal_infomation`, its heading shown. */
export async function openPersonalInfo(page: Page, request: APIRequestContext, market: KycMarket, mobile: string, lang: KycLang = 'en') {
  await startKycAs(page, request, market, mobile, lang);
  await page.goto('/#/auth/personal_infomation');
  const form = personalInfoPage(page, lang);
  await form.seeHeading();
  return form;
}

/** `/auth/personal_infomation`: the first three parts filled, the contacts part on screen. */
export async function reachContactsPart(page: Page, market: KycMarket, lang: KycLang) {
  const form = personalInfoPage(page, lang);
  const borrower = BORROWERS[market];
  await form.seeHeading();
  await form.fillBasic(borrower);
  await form.next();
  await form.fillResidence(borrower);
  await form.next();
  await form.fillWork();
  await form.next();
  return form;
}

/** `/auth/personal_infomation`: the four parts, then Submit. */
export async function fillPersonalInfo(page: Page, market: KycMarket, lang: KycLang) {
  const form = await reachContactsPart(page, market, lang);
  await form.fillContacts(BORROWERS[market]);
  await form.submit();
}
