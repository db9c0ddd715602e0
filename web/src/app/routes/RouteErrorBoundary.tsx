import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from '../../lib/router';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The location the state belongs to; moving elsewhere renders the routes again. */
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** What the data router's root errorElement did: a render error anywhere shows the error page until the user moves on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
