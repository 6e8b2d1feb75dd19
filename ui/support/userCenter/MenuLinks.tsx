import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';

interface MenuLink {
  to: string;
  label: MessageDescriptor;
}

const feedback: MenuLink = { to: '/feedback/feedback_list', label: msg`My feedback` };
const faq: MenuLink = { to: '/user_center/faq', label: msg`FAQ` };
const customerService: MenuLink = { to: '/user_center/customer_services', label: msg`Customer service` };
const language: MenuLink = { to: '/user_center/language', label: msg`Language` };
const aboutUs: MenuLink = { to: '/user_center/about_us', label: msg`About us` };
const openApp: MenuLink = { to: '/user_center/open_app', label: msg`Get the app` };
const settings: MenuLink = { to: '/user_center/settings', label: msg`Settings` };
const privacy: MenuLink = { to: '/privacy_policy', label: msg`Privacy policy` };
const terms: MenuLink = { to: '/terms_of_service', label: msg`Terms of service` };

/** "Me" lists every user-centre page; settings repeats the ones about the app itself. */
export const ME_MENU: readonly MenuLink[] = [feedback, faq, customerService, language, aboutUs, openApp, settings, privacy, terms];
/** Inside the app itself, "Get the app" would offer the app the borrower is using. */
export const ME_MENU_IN_APP = ME_MENU.filter((link) => link !== openApp);
export const SETTINGS_MENU: readonly MenuLink[] = [language, aboutUs, privacy, terms];

/** The menu items (`<li>` links) of a user-centre menu. */
export function MenuLinks({ links }: { links: readonly MenuLink[] }) {
  const { i18n } = useLingui();
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to}>{i18n._(link.label)}</Link>
    </li>
  ));
}
