/** Catches render errors: "This page crashed." with the message, its cause chain and "Try again". */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages;
}

export function CrashPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [message, ...causes] = causeChain(error);
  return (
    <main id="main-content" className="error-page" tabIndex={-1}>
      <h1>This page crashed.</h1>
      <p className="error-page__message">{message}</p>
      {causes.map((cause, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the causes of one error, a fixed list
        <p key={i} className="error-page__cause">
          Cause: {cause}
        </p>
      ))}
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}

/** `resetKey`: a crash is cleared when it changes (another page, or the same page updated in place by the dev server). */
export default class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('This page crashed:', error, info.componentStack);
  }
  componentDidUpdate(previous: { resetKey?: unknown }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    if (this.state.error) return <CrashPage error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
