import { shellMessages } from '@pathway/validation';
import { Component, type ReactNode } from 'react';
// In the entry already: the app's root shows it when the routed app fails to download.
import { ErrorScreen } from '../features/account/ErrorScreen.tsx';

interface Props {
  /** The page's address: opening another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** `error` is null while the page renders; anything else was thrown. */
interface State {
  error: unknown;
  key: string;
}

/** What a page shows when its screen throws (or its chunk fails to load): the error screen with the error's text. */
export class RouteError extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error(shellMessages.somethingWentWrong) };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorScreen message={error instanceof Error ? error.message : shellMessages.somethingWentWrong} />;
  }
}
