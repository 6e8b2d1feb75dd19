import { RepayScreen } from './RepayScreen';

export default function StpScreen() {
  return <RepayScreen method="stpTransfer" />;
}
