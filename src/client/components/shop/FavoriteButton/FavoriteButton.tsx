import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { HeartIcon } from '../ShopIcons/ShopIcons';

interface FavoriteButtonProps extends ActionIconProps {
  label: string;
  onToggle: () => void;
  /** The product is among the favourites: a filled heart, pressed. */
  active?: boolean;
}

/** The favourite heart: filled while the product is kept; disabled while its change is under way. */
export function FavoriteButton({ label, onToggle, active = false, ...props }: FavoriteButtonProps) {
  return (
    <ActionIcon
      variant="white"
      color="red"
      radius="xl"
      size="lg"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onToggle}
      data-testid="favorite-button"
      data-active={active}
      {...props}
    >
      <HeartIcon filled={active} />
    </ActionIcon>
  );
}
