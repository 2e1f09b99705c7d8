import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { Item, Region } from './Toast.styles.ts';

export type ToasterProps = ComponentPropsWithRef<'section'>;

/**
 * The toast region. It is always in the document (an empty live region) so screen readers are
 * already listening when the first toast arrives. Hovering pauses auto-dismiss.
 */
export function Toaster(props: ToasterProps) {
  const { toasts, handlers } = useToaster();
  // The pause lives in react-hot-toast's module-level store, and a region removed from under the
  // pointer never gets its mouseleave, so without this every later toast would stay up for good.
  const endPause = useRef(handlers.endPause);
  useEffect(() => {
    endPause.current = handlers.endPause;
  });
  useEffect(
    () => () => {
      endPause.current();
    },
    [],
  );
  return (
    <Region
      data-component="Toaster"
      data-toast-region=""
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      {...props}
    >
      {toasts.map((item) => (
        <Item key={item.id} data-visible={item.visible}>
          {resolveValue(item.message, item)}
        </Item>
      ))}
    </Region>
  );
}
