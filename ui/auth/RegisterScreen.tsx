import { SignInScreen } from './SignInScreen';

export default function RegisterScreen() {
  return <SignInScreen intent="register" />;
}
