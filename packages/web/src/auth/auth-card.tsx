import type { ReactNode } from 'react';
import { PageTitle } from '../shell/page-title';
import './auth.css';

interface AuthCardProps {
  /** The page's one <h1>. */
  heading: string;
  /** The document title; the heading when left out. */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every account screen sits in. */
export function AuthCard({ heading, title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <PageTitle title={title ?? heading} />
      <section className="auth-card" aria-labelledby="auth-card-heading">
        <h1 id="auth-card-heading">{heading}</h1>
        {intro && <div className="auth-card__intro">{intro}</div>}
        {children}
      </section>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}

/** An error or server message, announced when it appears. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="form-alert" role="alert">
      {message}
    </p>
  );
}
