export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** The server's own words, under the spec's sentence. */
  detail?: string | undefined;
}

/**
 * What an action said ('Saved', 'Changes do not saved', …). Both regions stay in the page
 * so that screen readers announce each new message: successes politely, failures at once.
 */
export function LiveMessage({ notice }: { notice: Notice | null }) {
  const success = notice?.tone === 'success' ? notice : null;
  const failure = notice?.tone === 'error' ? notice : null;
  return (
    <div className="admin-message">
      <div role="status" className={success ? 'auth-success' : undefined}>
        {success && <Words notice={success} />}
      </div>
      <div role="alert" className={failure ? 'form-alert' : undefined}>
        {failure && <Words notice={failure} />}
      </div>
    </div>
  );
}

function Words({ notice }: { notice: Notice }) {
  return (
    <>
      <p>{notice.text}</p>
      {notice.detail && notice.detail !== notice.text && <p className="admin-message__detail">{notice.detail}</p>}
    </>
  );
}
