import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { PageTitle } from '../shell/page-title';
import { useUsages } from './settings-api';
import { UsageMeter } from './usage-meter';
import './usages.css';

const MB = 1024 * 1024;
const whole = new Intl.NumberFormat('en');
const megabytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Storage reads in MB, as the role's uploadLimit is set (docs/product.md §A6); a few bytes are not '0 MB'. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return mb > 0 && mb < 0.05 ? '< 0.1 MB' : `${megabytes.format(mb)} MB`;
}

const formatCount = (amount: number) => whole.format(amount);

/** 'YYYY-MM' as 'November 2026'. */
function monthName(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

// docs/product.md §A2 Settings area, Usages; §A6 limits. UPGRADE and 'Want to remove branding?'
// lead here, so it says how to get a larger plan: plans are roles, which an administrator sets.
export function UsagesPage() {
  const usages = useUsages();
  return (
    <section className="settings-section" aria-labelledby="usages-heading">
      <PageTitle title="Usages" />
      <h2 id="usages-heading">Usages</h2>
      {usages.isPending && <p className="muted">Loading…</p>}
      {usages.isError && <p role="alert">{errorMessage(usages.error)}</p>}
      {usages.data && (
        <>
          <p className="muted">
            Your use of this server in {monthName(usages.data.month)}, against your plan&rsquo;s limits.
          </p>
          <div className="usages">
            <UsageMeter label="Forms" used={usages.data.formCount} limit={usages.data.formLimit} format={formatCount} />
            <UsageMeter
              label="Submissions this month"
              used={usages.data.submissionCount}
              limit={usages.data.submissionLimit}
              format={formatCount}
            />
            <UsageMeter
              label="Storage"
              used={usages.data.uploadBytes}
              limit={usages.data.uploadLimit * MB}
              format={formatMegabytes}
            />
          </div>
        </>
      )}
      <div className="settings-note">
        <h3>Need a larger plan?</h3>
        <p>
          Your plan is your account&rsquo;s role. An administrator of this server can give your account a role with
          higher limits and more question types: ask them. Until then, deleting forms you no longer need frees room
          under the form limit (<Link to="/forms">your forms</Link>).
        </p>
      </div>
    </section>
  );
}
