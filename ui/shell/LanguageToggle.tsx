import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../app/language';

/** One tap to the other language; the screen and what was typed stay (FAULTS F47). */
export function LanguageToggle() {
  const { t } = useLingui();
  const { language, switchLanguage } = useLanguage();
  const next = language === 'es' ? 'en' : 'es';
  // Each language names itself, so a borrower who cannot read the current one still finds theirs.
  const label = next === 'es' ? 'Español' : 'English';
  return (
    <button
      type="button"
      className="secondary language-toggle"
      lang={next}
      aria-label={t`Change language to ${label}`}
      onClick={() => void switchLanguage(next)}
    >
      {label}
    </button>
  );
}
