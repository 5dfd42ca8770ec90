export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** The server's own words, under the product's sentence. */
  detail?: string | undefined;
}

/**
 * What an action said ('Saved', 'Changes do not saved', …). Both regions stay in the page
 * so that screen readers announce each new message: successes politely, failures at once.
 * `id` names the text, for a field it is about (aria-describedby).
 */
export function LiveMessage({ notice, id }: { notice: Notice | null; id?: string }) {
  const success = notice?.tone === 'success' ? notice : null;
  const failure = notice?.tone === 'error' ? notice : null;
  return (
    <div className="live-message">
      <div role="status" className={success ? 'auth-success' : undefined}>
        {success && <Words notice={success} id={id} />}
      </div>
      <div role="alert" className={failure ? 'form-alert' : undefined}>
        {failure && <Words notice={failure} id={id} />}
      </div>
    </div>
  );
}

function Words({ notice, id }: { notice: Notice; id: string | undefined }) {
  return (
    <>
      <p id={id}>{notice.text}</p>
      {notice.detail && notice.detail !== notice.text && <p className="live-message__detail">{notice.detail}</p>}
    </>
  );
}
