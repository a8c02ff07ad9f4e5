import type { Product } from '../../domain/model';
import type { Translator } from '../../stores/i18n';

/** A product's name in the player's language; a product we do not know shows as sent. */
export function productName(LL: Translator, product: Product | string): string {
  const key = product === 'pool-betting' ? 'poolBetting' : product;
  return (LL.responsibleGaming.products as unknown as Record<string, (() => string) | undefined>)[key]?.() || product;
}
