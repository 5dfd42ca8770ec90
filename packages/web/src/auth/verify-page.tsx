import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { verifyEmail } from './auth-api';
import { AuthCard } from './auth-card';
import { SupportLink } from './support-link';
import { queryKeys } from '../api/query-keys';

// docs/product.md §A2 Verify e-mail: verification runs on load (init, then success or fail).
export function VerifyPage() {
  const { userId = '', verificationCode = '' } = useParams();
  // A verification code is single-use: it is sent once per page load, whatever happens
  // (no retry, no refetch), however often the screen mounts (StrictMode runs effects twice).
  const verification = useQuery({
    queryKey: queryKeys.verify(userId, verificationCode),
    queryFn: () => verifyEmail(userId, verificationCode),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
  });

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
      {verification.isPending && (
        <p className="auth-pending" role="status">
          Please wait a moment while we verify your e-mail address.
        </p>
      )}
      {verification.isSuccess && (
        <>
          <p className="auth-success" role="status">
            Your account is verified. You can now log in.
          </p>
          <Link to="/login" className="button button--primary button--block">
            Log in
          </Link>
        </>
      )}
      {verification.isError && (
        <div className="form-alert" role="alert">
          <p>There seems to be a problem.</p>
          <p>{errorMessage(verification.error)}</p>
        </div>
      )}
    </AuthCard>
  );
}
