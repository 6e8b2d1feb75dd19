import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { MethodInstructions } from '../../../machines/repayment/repayment.types';
import type { MarketProfile } from '../../../services/markets/markets';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { Money } from '../../shared/Money';
import { canEncodeCode128 } from '../barcode/code128';
import { Code128Svg } from '../barcode/Code128Svg';
import { FOCUS_LANDING } from '../../shared/focusLanding';

type Market = Pick<MarketProfile, 'numberLocale' | 'currency'>;

interface Props {
  instructions: MethodInstructions;
  market: Market;
  notice: 'copied' | 'copyFailed' | 'partialReceived' | null;
  isCopying: boolean;
  onCopy: (text: string) => void;
  onPaid: () => void;
  /** The borrower opened the gateway's payment page. */
  onGatewayOpened: () => void;
  onOtherMethods: () => void;
  /** The phone's time, to tell a cash reference that has expired; without it none is taken as expired. */
  now?: () => number;
  /** A new cash reference, for one that has expired. */
  onNewReference: () => void;
}

/** Only web pages may be opened from a gateway answer: never `javascript:` or `data:` links. */
export function safeGatewayUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Coming back from the gateway page (the wrapper opens it in the system browser) counts as
 * "I have paid": the screen then waits for the server, whatever the gateway said (FAULTS F50).
 */
function useReturnAfterOpening(onReturn: () => void) {
  const opened = useRef(false);
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    const back = () => {
      if (!opened.current || document.visibilityState !== 'visible') return;
      opened.current = false;
      latest.current();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
  return () => {
    opened.current = true;
  };
}

function CopyRow({ label, value, isCopying, onCopy }: { label: string; value: string; isCopying: boolean; onCopy: (text: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="copy-row">
      <span>{label}</span>
      <strong className="copy-value">{value}</strong>
      <Button variant="secondary" busy={isCopying} onClick={() => onCopy(value)} aria-label={t`Copy ${label}`}>
        <Trans>Copy</Trans>
      </Button>
    </div>
  );
}

export function Instructions({ instructions, market, notice, isCopying, onCopy, onPaid, onGatewayOpened, onOtherMethods, now, onNewReference }: Props) {
  const { t } = useLingui();
  const markOpened = useReturnAfterOpening(onPaid);
  // The last copy's outcome, until the next copy starts.
  const shownNotice = isCopying ? null : notice;
  // "Use the exact amount" next to a "—": say it could not be read, never leave the borrower guessing (F46).
  const amount = (
    <>
      <p>
        <Trans>Amount to pay:</Trans> <Money value={instructions.amount} market={market} />
      </p>
      {instructions.amount === null ? (
        <p role="alert" className="inline">
          <Trans>Some amounts could not be read. Try again later or contact support.</Trans>
        </p>
      ) : null}
    </>
  );
  let body;
  switch (instructions.kind) {
    case 'clabe':
      body = (
        <>
          <p><Trans>Make a SPEI transfer from your bank app to this CLABE. Use the exact amount.</Trans></p>
          {amount}
          <CopyRow label={t`CLABE`} value={instructions.clabe} isCopying={isCopying} onCopy={onCopy} />
          <p><Trans>Bank: {instructions.bankName}</Trans></p>
          <p><Trans>Beneficiary: {instructions.accountName}</Trans></p>
        </>
      );
      break;
    case 'cashReference':
      // An expired reference is refused at the till, and paying late costs a penalty: never shown as payable.
      body =
        instructions.expiresAt !== null && now && now() >= instructions.expiresAt ? (
          <>
            <p role="alert" className="inline">
              <Trans>This reference expired on <DateText value={instructions.expiresAt} market={market} withTime />. Get a new one to pay at OXXO.</Trans>
            </p>
            <Button onClick={onNewReference}><Trans>Get a new reference</Trans></Button>
          </>
        ) : (
          <>
            <p><Trans>Show this barcode at the OXXO till and pay in cash. The cashier can also type the reference.</Trans></p>
            {amount}
            {/* A reference the barcode cannot hold (a dash that is not ASCII) is still shown and copied as text. */}
            {canEncodeCode128(instructions.reference) ? (
              <Code128Svg value={instructions.reference} label={t`Barcode of reference ${instructions.reference}`} />
            ) : null}
            <CopyRow label={t`Reference`} value={instructions.reference} isCopying={isCopying} onCopy={onCopy} />
            {instructions.expiresAt ? (
              <p><Trans>Valid until</Trans> <DateText value={instructions.expiresAt} market={market} withTime /></p>
            ) : null}
          </>
        );
      break;
    case 'account':
      body = (
        <>
          <p><Trans>Transfer from any bank app to this account. It is yours alone, so we know the payment is for your loan.</Trans></p>
          {amount}
          <CopyRow label={t`Account number`} value={instructions.accountNumber} isCopying={isCopying} onCopy={onCopy} />
          <p><Trans>Bank: {instructions.bankName}</Trans></p>
          <p><Trans>Account name: {instructions.accountName}</Trans></p>
        </>
      );
      break;
    case 'gateway': {
      const url = safeGatewayUrl(instructions.url, window.location.href);
      body = (
        <>
          <p><Trans>The payment page opens outside the app. Come back here when you have paid.</Trans></p>
          {amount}
          {url ? (
            <a
              className="button"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                markOpened();
                onGatewayOpened();
              }}
            >
              <Trans>Open the payment page</Trans>
            </a>
          ) : (
            <p role="alert" className="inline"><Trans>The payment page is not available. Choose another method.</Trans></p>
          )}
        </>
      );
      break;
    }
  }
  return (
    // Replaces the list of methods, where the tapped method had the focus: reading goes on from here.
    <section className="card" aria-labelledby="repay-instructions" {...FOCUS_LANDING}>
      <h2 id="repay-instructions"><Trans>How to pay</Trans></h2>
      {body}
      {/*
        Always there, empty until a copy is done: a live region inserted together with its text is
        often not read (Chrome, TalkBack). Emptied while a copy runs, so copying again is read again.
      */}
      <p role="status">{shownNotice === 'copied' ? <Trans>Copied</Trans> : null}</p>
      {shownNotice === 'copyFailed' ? (
        <p role="alert" className="inline"><Trans>Copy failed. Write the number down instead.</Trans></p>
      ) : null}
      <p className="hint"><Trans>Payments can take up to 15 minutes to show here.</Trans></p>
      <Button onClick={onPaid}><Trans>I have paid</Trans></Button>
      <Button variant="secondary" onClick={onOtherMethods}><Trans>Choose another method</Trans></Button>
    </section>
  );
}
