import { RepayScreen } from './RepayScreen';

export default function OxxoScreen() {
  return <RepayScreen method="oxxoCash" />;
}
