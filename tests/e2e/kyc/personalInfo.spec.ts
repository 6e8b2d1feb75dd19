import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import { startKycAs } from './kycSession';
import { personalInfoPage, type Borrower } from './personalInfoPage';

const NG_BORROWER: Borrower = {
  firstName: 'Chinedu', lastName: 'Okafor', birthday: '1990-05-17', whatsapp: '08031234567',
  email: 'chinedu.okafor@gmail.com', address: '12 Allen Avenue, Ikeja', contact1Phone: '08051234567', contact2Phone: '+234 812 123 4567',
};
const MX_BORROWER: Borrower = {
  firstName: 'José', lastName: 'Núñez', birthday: '1988-02-29', whatsapp: '5512345678',
  email: 'jose.nunez@yahoo.com', address: 'Av. Universidad 1200, Coyoacán', contact1Phone: '5587654321', contact2Phone: '5511223344',
};

test.describe('personal information wizard', () => {
  test('a reload in the middle of personal info restores every field typed (ng, en)', async ({ page, request }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await page.goto('/#/auth/personal_infomation');
    const form = personalInfoPage(page, 'en');
    await form.seeHeading();

    await form.fillBasic(NG_BORROWER);
    await page.reload();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
    await expect(form.email()).toHaveValue('chinedu.okafor@gmail.com');
    await expect(form.select(form.words.gender)).toHaveValue('1');

    await form.next();
    await form.fillResidence(NG_BORROWER);
    await page.reload();
    await expect(form.text(form.words.address)).toHaveValue(NG_BORROWER.address);

    // Back (hash history) returns to the previous part with its data intact.
    await page.goBack();
    await expect(form.text(form.words.firstName)).toHaveValue('Chinedu');
    await form.next();
    await expect(form.text(form.words.address)).toHaveValue(NG_BORROWER.address);
  });

  test('inline errors show before submit and Next stays on the part (ng, en)', async ({ page, request }, testInfo) => {
    const mobile = nigerianMobile(testInfo);
    await startKycAs(page, request, 'ng', mobile, 'en');
    await page.goto('/#/auth/personal_infomation');
    const form = personalInfoPage(page, 'en');
    await form.next();
    await expect(page.getByText('Please input your name').first()).toBeVisible();
    await expect(page.getByText('Please select your gender')).toBeVisible();
    await form.text(form.words.firstName).fill('Ch');
    await form.text(form.words.lastName).click();
    await expect(page.getByText('The name must have at least 3 letters')).toBeVisible();
  });

  for (const { market, lang, borrower } of [
    { market: 'ng', lang: 'en', borrower: NG_BORROWER },
    { market: 'mx', lang: 'es', borrower: MX_BORROWER },
  ] as const) {
    test(`a new borrower completes personal info and goes on to the next step (${market}, ${lang})`, async ({ page, request, sandbox }, testInfo) => {
      const mobile = market === 'ng' ? nigerianMobile(testInfo) : mexicanMobile(testInfo);
      await startKycAs(page, request, market, mobile, lang);
      await page.goto('/#/auth/personal_infomation');
      const form = personalInfoPage(page, lang);
      await form.seeHeading();
      await form.fillBasic(borrower);
      await form.next();
      await form.fillResidence(borrower);
      await form.next();
      await form.fillWork();
      await form.next();
      await form.fillContacts(borrower);
      await form.submit();
      await expect(page).toHaveURL(/#\/auth\/additionalInfomation/);
      const user = (await sandbox.getUser(mobile)) as { orders: { stepCode: number }[] };
      expect(user.orders[0]?.stepCode).toBe(11);
    });
  }
});
