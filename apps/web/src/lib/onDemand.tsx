import {
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
  type ReactNode,
} from 'react';
import { showFailure } from './failure.ts';

/**
 * A component whose code loads the first time it is rendered (a popup, a dialog, a panel), without
 * React.lazy. Under a route's own Suspense a lazy popup inside a second Suspense sometimes never left
 * its empty fallback once its chunk had arrived (React's nested-Suspense retry, facebook/react#32313):
 * the user pressed Load Inbound and nothing opened until a second press. Here the loaded component is
 * kept in state, so its arrival is an ordinary update. Until then `fallback` shows (nothing by
 * default); a chunk that fails to load says so and is fetched again the next time.
 */
// `any` as React.lazy's own signature has it: a component of any props is accepted, and its props are
// read back with ComponentProps (`never` or `object` would not let ComponentProps see them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export function onDemand<Loaded extends ComponentType<any>>(
  load: () => Promise<{ default: Loaded }>,
  { fallback = null }: { fallback?: ReactNode } = {},
): FunctionComponent<ComponentProps<Loaded>> {
  // Its props, as the loaded component declares them (the loader is typed like React.lazy's).
  type Props = ComponentProps<Loaded>;
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const fetchOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function OnDemand(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (Component !== undefined) return;
      let mounted = true;
      fetchOnce().then(
        (component) => {
          if (mounted) setComponent(() => component);
        },
        (error: unknown) => {
          if (mounted) showFailure(error);
        },
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component === undefined ? fallback : <Component {...props} />;
  }
  return OnDemand;
}
