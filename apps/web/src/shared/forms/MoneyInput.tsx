import { Input, type FormRule, type InputProps } from 'antd';
import { centsToDollars, dollarsToCents, formatUsd } from '@phlox/contract';

/**
 * A dollars field. Its form value stays the text typed ("19.99"), so nothing is rounded while typing;
 * `toCents` turns it into integer cents on submit and `fromCents` fills it from the API.
 */
export function MoneyInput(props: Omit<InputProps, 'prefix' | 'inputMode'>) {
  return <Input prefix="$" inputMode="decimal" placeholder="0.00" autoComplete="off" {...props} />;
}

export const fromCents = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : centsToDollars(cents);

/** Cents of a validated MoneyInput value; empty text is null. */
export function toCents(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  return dollarsToCents(text);
}

interface MoneyRuleOptions {
  /** Message when empty; leave out for an optional amount. */
  required?: string;
  /** cents */
  min?: number;
  /** cents */
  max?: number;
}

/** Checks a MoneyInput value the way the API will check the cents: format, bounds, presence. */
export function moneyRule({ required, min, max }: MoneyRuleOptions = {}): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value || value.trim() === '') {
        if (required) throw new Error(required);
        return;
      }
      const cents = dollarsToCents(value);
      if (cents === null) throw new Error('Enter an amount in dollars and cents, e.g. 19.99');
      if (min !== undefined && cents < min) throw new Error(`Enter at least ${formatUsd(min)}`);
      if (max !== undefined && cents > max) throw new Error(`Enter at most ${formatUsd(max)}`);
    },
  };
}
