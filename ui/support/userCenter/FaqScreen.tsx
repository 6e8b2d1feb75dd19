import { Trans } from '@lingui/react/macro';
import { useAreaCatalog } from '../../app/i18n';
import { FaqList } from '../feedback/FaqList';
import { Screen } from '../common/Screen';

export default function FaqScreen() {
  useAreaCatalog('support');
  return (
    <Screen title={<Trans>FAQ</Trans>}>
      <FaqList />
    </Screen>
  );
}
