/** Money travels as decimals of its currency (12.5) and is kept in integer minor units (1250). */

/** Minor units (cents) per unit of every currency the marketplace prices in. */
export const minorUnitsPerUnit = 100;

/** A decimal amount in minor units, rounded to the nearest one. */
export const toMinorUnits = (amount: number): number => Math.round(amount * minorUnitsPerUnit);

/** Minor units as the decimal amount the API answers. */
export const fromMinorUnits = (minor: number): number => minor / minorUnitsPerUnit;

/** An amount as people read it: "USD 12.50". */
export const formatMoney = (amount: number, currency: string): string => `${currency} ${amount.toFixed(2)}`;
