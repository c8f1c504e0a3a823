import { Component, type ErrorInfo, type ReactNode } from 'react';
import './ErrorBoundary.css';

interface Props {
  children: ReactNode;
  /** The fallback goes away when this changes (the visitor navigated elsewhere). */
  resetKey?: string;
  /** What Refresh Page does; reloading the page unless a test says otherwise. */
  onReload?: () => void;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** Any render error below shows a calm fallback with a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for whoever reads the console when a visitor reports the fallback.
    console.error('Render error:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <section className="app-error" role="alert">
        <div className="container app-error__panel">
          <h1 className="app-error__title">Something went wrong</h1>
          <p className="app-error__text">Please refresh the page or try again later.</p>
          <button type="button" className="button button--primary" onClick={reload}>Refresh Page</button>
        </div>
      </section>
    );
  }
}
