import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { verifyEmail } from './auth-api';
import { AuthCard } from './auth-card';
import { SupportLink } from './support-link';

type Verification = { state: 'init' } | { state: 'success' } | { state: 'fail'; message: string };

// spec §2 Verify e-mail: verification runs on load (init, then success or fail).
export function VerifyPage() {
  const { userId = '', verificationCode = '' } = useParams();
  const [verification, setVerification] = useState<Verification>({ state: 'init' });

  useEffect(() => {
    let active = true;
    // verifyEmail sends each code once, even when StrictMode runs this effect twice.
    verifyEmail(userId, verificationCode).then(
      () => {
        if (active) setVerification({ state: 'success' });
      },
      (error: unknown) => {
        if (active) setVerification({ state: 'fail', message: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [userId, verificationCode]);

  return (
    <AuthCard
      heading="VERIFY E-MAIL"
      title="Verify e-mail"
      footer={
        <div className="auth-links">
          <p>
            <Link to="/login">Back to login</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      {verification.state === 'init' && (
        <p className="auth-pending" role="status">
          Please wait a moment while we verify your e-mail address.
        </p>
      )}
      {verification.state === 'success' && (
        <>
          <p className="auth-success" role="status">
            Your account is verified. You can now log in.
          </p>
          <Link to="/login" className="button button--primary button--block">
            Log in
          </Link>
        </>
      )}
      {verification.state === 'fail' && (
        <div className="form-alert" role="alert">
          <p>There seems to be a problem.</p>
          <p>{verification.message}</p>
        </div>
      )}
    </AuthCard>
  );
}
