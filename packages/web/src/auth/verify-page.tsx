import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { verifyEmail } from './auth-api';
import { AuthCard } from './auth-card';
import { SupportLink } from './support-link';
import { queryKeys } from '../api/query-keys';

// docs/product.md §A2 Verify e-mail: verification runs on load (init, then success or fail).
export function VerifyPage() {
  const { userId = '', verificationCode = '' } = useParams();
  const t = useT();
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
      heading={t('auth.verify.heading')}
      title={t('auth.verify.title')}
      footer={
        <div className="auth-links">
          <p>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      {verification.isPending && (
        <p className="auth-pending" role="status">
          {t('auth.verify.pending')}
        </p>
      )}
      {verification.isSuccess && (
        <>
          <p className="auth-success" role="status">
            {t('auth.verify.done')}
          </p>
          <Link to="/login" className="button button--primary button--block">
            {t('auth.logIn')}
          </Link>
        </>
      )}
      {verification.isError && (
        <div className="form-alert" role="alert">
          <p>{t('auth.verify.problem')}</p>
          <p>{errorMessage(verification.error)}</p>
        </div>
      )}
    </AuthCard>
  );
}
