import { Text, ThemeIcon } from '@mantine/core';

interface EmojiIconProps {
  emoji: string;
  size?: number;
}

/** An emoji in a soft green circle; decorative, hidden from screen readers. */
export function EmojiIcon({ emoji, size = 48 }: EmojiIconProps) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" aria-hidden>
      <Text fz={size * 0.5} lh={1}>
        {emoji}
      </Text>
    </ThemeIcon>
  );
}
