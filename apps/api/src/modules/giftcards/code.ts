import { randomInt } from 'node:crypto';
import { GIFTCARD_CODE_ALPHABET, GIFTCARD_CODE_LENGTH } from '@phlox/contract';

/**
 * A new gift-card code: 10 characters from 36 (≈ 51.7 bits), each drawn uniformly from the OS's cryptographic
 * random source, so codes cannot be guessed from one another.
 */
export function generateGiftcardCode(): string {
  let code = '';
  for (let i = 0; i < GIFTCARD_CODE_LENGTH; i++)
    code += GIFTCARD_CODE_ALPHABET[randomInt(GIFTCARD_CODE_ALPHABET.length)];
  return code;
}
