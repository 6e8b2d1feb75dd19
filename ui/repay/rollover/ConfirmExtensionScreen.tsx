import { RolloverScreen } from './RolloverScreen';

/** `/repay/confirm_exhibition`: the same flow, titled as the confirmation step. */
export default function ConfirmExtensionScreen() {
  return <RolloverScreen confirmStep />;
}
