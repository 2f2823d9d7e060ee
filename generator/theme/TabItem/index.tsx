/**
 * `@theme/TabItem`: one panel of a `<Tabs>` group. `value` identifies it, `label` names its tab (else the
 * value), `default` makes it the group's first choice, `attributes` go on its tab. `<Tabs>` gives it `hidden`
 * and the ids that tie it to its tab.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Props {
  readonly children?: ReactNode;
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly attributes?: Record<string, unknown>;
  readonly className?: string;
  readonly hidden?: boolean;
  readonly id?: string;
  readonly 'aria-labelledby'?: string;
}

export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: Props) {
  return (
    // Focusable, as the ARIA tabs pattern asks: Tab from the tab list reaches the panel even when it holds no link.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a tab panel focusable
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} tabIndex={0} hidden={hidden} className={clsx('tabs__panel', className)}>
      {children}
    </div>
  );
}
