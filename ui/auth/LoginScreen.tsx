import { SignInScreen } from './SignInScreen';

export default function LoginScreen() {
  return <SignInScreen intent="login" />;
}
