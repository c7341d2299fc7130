/**
 * What other features use from tokens, in one module: the ledger every token movement goes through (a purchase
 * credits, a reading debits, a refund or a lost dispute takes back) and the packages a buyer can pay for.
 */
export { credit, debit, getBalance } from './ledger';
export { exactPackage, findPackage } from './packages';
