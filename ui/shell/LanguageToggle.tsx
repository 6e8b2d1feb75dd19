import { Trans } from '@lingui/react/macro';
import { useLanguage } from '../app/language';

/** One tap to the other language; the screen and what was typed stay (FAULTS F47). */
export function LanguageToggle() {
  const { language, switchLanguage } = useLanguage();
  const next = language === 'es' ? 'en' : 'es';
  // Each language names itself, so a borrower who cannot read the current one still finds theirs.
  // Only that name is marked as the other language: a screen reader says the rest in this one's voice.
  const label = next === 'es' ? 'Español' : 'English';
  return (
    <button type="button" className="secondary language-toggle" onClick={() => void switchLanguage(next)}>
      <span aria-hidden="true" lang={next}>
        {label}
      </span>
      <span className="visually-hidden">
        <Trans>
          Change language to <span lang={next}>{label}</span>
        </Trans>
      </span>
    </button>
  );
}
