import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';

/** "/": sign-in, or the forgot-password step when the URL says `?forgot` (so Back returns to sign-in). */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const forgot = params.has('forgot');
  return forgot ? (
    <ForgotPasswordForm onBack={() => setParams({})} />
  ) : (
    <SignInForm onForgotPassword={() => setParams({ forgot: '' })} />
  );
}
