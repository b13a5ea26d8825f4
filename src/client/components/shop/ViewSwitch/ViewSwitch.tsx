import { Button } from '@mantine/core';
import { GridIcon, ListIcon } from '../ShopIcons/ShopIcons';
import classes from './ViewSwitch.module.css';

type View = 'grid' | 'list';

const VIEWS = [
  { value: 'grid', Icon: GridIcon },
  { value: 'list', Icon: ListIcon },
] as const satisfies readonly { value: View; Icon: typeof GridIcon }[];

interface ViewSwitchProps {
  value: View;
  onChange: (view: View) => void;
  /** The group's name ('View'). */
  label: string;
  /** Each button's words (its name; shown from 48em). */
  labels: Record<View, string>;
  testId: string;
  className?: string;
}

/**
 * The grid/list switch of the shop and the favourites: two pressed-or-not buttons rather than Mantine's
 * SegmentedControl, whose sliding indicator measures the layout when it mounts (a forced reflow of the whole screen in
 * the middle of its start on a phone). On a phone they show their icons only, 44×44 (the words stay their names).
 */
export function ViewSwitch({ value, onChange, label, labels, testId, className }: ViewSwitchProps) {
  return (
    <Button.Group aria-label={label} className={className} data-testid={testId}>
      {VIEWS.map(({ value: view, Icon }) => (
        <Button
          key={view}
          className={classes.button}
          variant={value === view ? 'filled' : 'default'}
          aria-pressed={value === view}
          onClick={() => value !== view && onChange(view)}
        >
          <span className={classes.label}>
            <Icon size={16} />
            <span className="phone-visually-hidden">{labels[view]}</span>
          </span>
        </Button>
      ))}
    </Button.Group>
  );
}
