import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { PageTitle } from '../shell/page-title';
import { useUsages } from './settings-api';
import { UsageMeter } from './usage-meter';
import './usages.css';

const MB = 1024 * 1024;

/** The page's amounts in the app's locale (docs/product.md, "The owner app's language"). */
function amountFormats(t: Translate) {
  const whole = new Intl.NumberFormat(t.locale);
  const megabytes = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1 });
  return {
    count: (amount: number) => whole.format(amount),
    /** Storage reads in MB, as the role's uploadLimit is set (docs/product.md §A6); a few bytes are not '0 MB'. */
    megabytes: (bytes: number) => {
      const mb = bytes / MB;
      return mb > 0 && mb < 0.05
        ? t('settings.usages.under')
        : t('settings.usages.megabytes', { amount: megabytes.format(mb) });
    },
    /** 'YYYY-MM' as 'November 2026'. */
    month: (month: string) => {
      const date = new Date(`${month}-01T00:00:00Z`);
      return Number.isNaN(date.getTime())
        ? month
        : date.toLocaleDateString(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    },
  };
}

// docs/product.md §A2 Settings area, Usages; §A6 limits. UPGRADE and 'Want to remove branding?'
// lead here, so it says how to get a larger plan: plans are roles, which an administrator sets.
export function UsagesPage() {
  const usages = useUsages();
  const t = useT();
  const formats = useMemo(() => amountFormats(t), [t]);
  return (
    <section className="settings-section" aria-labelledby="usages-heading">
      <PageTitle title={t('settings.usages')} />
      <h2 id="usages-heading">{t('settings.usages')}</h2>
      {usages.isPending && <p className="muted">{t('shell.loading')}</p>}
      {usages.isError && <p role="alert">{errorMessage(usages.error)}</p>}
      {usages.data && (
        <>
          <p className="muted">{t('settings.usages.period', { month: formats.month(usages.data.month) })}</p>
          <div className="usages">
            <UsageMeter
              label={t('settings.usages.forms')}
              used={usages.data.formCount}
              limit={usages.data.formLimit}
              format={formats.count}
            />
            <UsageMeter
              label={t('settings.usages.submissions')}
              used={usages.data.submissionCount}
              limit={usages.data.submissionLimit}
              format={formats.count}
            />
            <UsageMeter
              label={t('settings.usages.storage')}
              used={usages.data.uploadBytes}
              limit={usages.data.uploadLimit * MB}
              format={formats.megabytes}
            />
          </div>
        </>
      )}
      <div className="settings-note">
        <h3>{t('settings.usages.largerPlan')}</h3>
        <p>{t.rich('settings.usages.planText', { link: (chunks) => <Link to="/forms">{chunks}</Link> })}</p>
      </div>
    </section>
  );
}
