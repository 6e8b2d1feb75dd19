import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAreaCatalog } from '../../app/i18n';
import { useLanguage, type Locale } from '../../app/language';
import { Screen } from '../common/Screen';

const CHOICES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

export default function LanguageScreen() {
  useAreaCatalog('support');
  const { t } = useLingui();
  const { language, switchLanguage } = useLanguage();
  // The chosen radio shows at once; the catalogs load in the background.
  const [chosen, setChosen] = useState<Locale | null>(null);
  return (
    <Screen title={<Trans>Language</Trans>}>
      <fieldset className="card">
        <legend>{t`Choose the app language`}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.locale} className="choice" lang={choice.locale}>
            <input
              type="radio"
              name="language"
              checked={(chosen ?? language) === choice.locale}
              onChange={() => {
                setChosen(choice.locale);
                void switchLanguage(choice.locale).finally(() => setChosen(null));
              }}
            />
            {choice.name}
          </label>
        ))}
      </fieldset>
    </Screen>
  );
}
