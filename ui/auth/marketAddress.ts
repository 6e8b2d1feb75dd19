/**
 * Where the page goes once a country is chosen in a plain browser: the login, and without the
 * `?market=` a link may have brought, which would otherwise choose the country again on the reload
 * and undo the borrower's choice.
 */
export function addressAfterMarketChoice(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('market');
  url.hash = '#/user/login';
  return url.toString();
}
