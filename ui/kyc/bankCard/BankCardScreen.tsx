import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { useBankCardActor } from '../kyc.wiring';
import { BankCardView } from './BankCardView';

/** Route `/bank_account/add_bankcard`. */
export default function BankCardScreen() {
  useAreaCatalog('kyc');
  usePrefetchNextStep();
  return <BankCardView actor={useBankCardActor()} />;
}
