import { expect, type Page } from '@playwright/test';

/** Words of the sign-in screens in each language, as a borrower reads them. */
export const SIGN_IN_WORDS = {
  en: {
    mobile: 'Mobile number',
    getCode: 'Get verification code',
    code: 'Verification code',
    signUp: 'Sign up',
    logIn: 'Log in',
    signedIn: 'Login successful',
  },
  es: {
    mobile: 'Número de celular',
    getCode: 'Obtener código de verificación',
    code: 'Código de verificación',
    signUp: 'Regístrate',
    logIn: 'Iniciar sesión',
    signedIn: 'Inicio de sesión correcto',
  },
} as const;

export type Lang = keyof typeof SIGN_IN_WORDS;

/** Page model of `/user/login` and `/user/register`, by role and accessible name only. */
export function signInPage(page: Page, lang: Lang = 'en') {
  const words = SIGN_IN_WORDS[lang];
  return {
    words,
    mobileField: () => page.getByRole('textbox', { name: words.mobile }),
    codeField: () => page.getByRole('textbox', { name: words.code }),
    async enterMobile(mobile: string) {
      await this.mobileField().fill(mobile);
      await page.getByRole('button', { name: words.getCode }).click();
    },
    async enterCode(code: string, action: 'signUp' | 'logIn') {
      await this.codeField().fill(code);
      await page.getByRole('button', { name: words[action], exact: true }).click();
    },
    async seeSignedIn() {
      // The screen's status line and the toast both say it.
      await expect(page.getByText(words.signedIn).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    },
    /** Sign up a new number from the login screen, end to end. */
    async signUp(mobile: string) {
      await this.enterMobile(mobile);
      await this.enterCode('123456', 'signUp');
      await this.seeSignedIn();
    },
  };
}
