import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../../../shared/digits';
import { clampQuantity } from '../../../../shared/productDisplay';
import { MinusIcon, PlusIcon } from '../ShopIcons/ShopIcons';
import classes from './QuantityStepper.module.css';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** 'lg': the screen's main quantity (the product page), a thumb's size (44 px) on a phone; 'md' (36 px) elsewhere. */
  size?: 'md' | 'lg';
}

/** Quantity from 1 to `max` (section 5): minus disabled at 1, plus at the maximum; typed values are kept within. */
export function QuantityStepper({ value, max, onChange, disabled = false, size = 'md' }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = clampQuantity(Number(text), max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('product.quantity')}
      className={classes.stepper}
      data-size={size}
      data-testid="quantity-stepper"
    >
      <ActionIcon
        variant="default"
        size="var(--stepper-size)"
        aria-label={t('product.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
        data-testid="quantity-decrease"
      >
        <MinusIcon size={16} />
      </ActionIcon>
      <TextInput
        aria-label={t('product.quantity')}
        value={text}
        onChange={(event) => setText(digitsOnly(event.currentTarget.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        inputMode="numeric"
        disabled={disabled}
        w={64}
        styles={{ input: { textAlign: 'center', height: 'var(--stepper-size)', minHeight: 'var(--stepper-size)' } }}
        data-testid="quantity-input"
      />
      <ActionIcon
        variant="default"
        size="var(--stepper-size)"
        aria-label={t('product.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
        data-testid="quantity-increase"
      >
        <PlusIcon size={16} />
      </ActionIcon>
    </Group>
  );
}
