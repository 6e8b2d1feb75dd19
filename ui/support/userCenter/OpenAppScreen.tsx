import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectItems, selectListError, selectListStage } from '../../../machines/pagedList/pagedList.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { Link } from 'react-router-dom';
import { Empty, Failed, Loading } from '../common/ListStates';
import { useAppDownload } from '../support.wiring';
import { Screen } from '../common/Screen';

export default function OpenAppScreen() {
  useAreaCatalog('support');
  const download = useAppDownload();
  const stage = useSelector(download, selectListStage);
  const [address] = useSelector(download, selectItems<{ url: string; version: string }>);
  const error = useSelector(download, selectListError);
  return (
    <Screen title={<Trans>Get the app</Trans>}>
      <p>
        <Trans>The app keeps you signed in, reminds you before the due date and lets you upload documents with the camera.</Trans>
      </p>
      {stage === 'loading' && <Loading />}
      {stage === 'failed' && <Failed error={error} onRetry={() => download.send({ type: 'list.refreshRequested' })} />}
      {stage === 'empty' && (
        <Empty>
          <Trans>The download is not available right now.</Trans>{' '}
          <Link to="/user_center/customer_services">
            <Trans>Customer service</Trans>
          </Link>
        </Empty>
      )}
      {stage === 'ready' && address && (
        <a className="button" href={address.url} target="_blank" rel="noopener noreferrer">
          <Trans>Download the app</Trans>
        </a>
      )}
    </Screen>
  );
}
