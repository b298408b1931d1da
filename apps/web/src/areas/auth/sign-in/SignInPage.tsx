import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';

/** "/": sign-in, or the forgot-password step when the URL says `?forgot` (so Back returns to sign-in). */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const forgot = params.has('forgot');
  // Both steps keep `next`, the page to return to after signing in.
  const step = (forgotten: boolean) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (forgotten) next.set('forgot', '');
      else next.delete('forgot');
      return next;
    });
  return forgot ? (
    <ForgotPasswordForm onBack={() => step(false)} />
  ) : (
    <SignInForm onForgotPassword={() => step(true)} />
  );
}
