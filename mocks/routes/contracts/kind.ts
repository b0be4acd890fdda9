import { findContract } from '../../db/contracts/record';
import type { RecordKind } from '../records/kind';

/** Contracts as the shared routes see them: 'Contract not found.', edit_contract ... */
export const CONTRACTS: RecordKind = { owner: 'sd_contracts', noun: 'contract', find: findContract };
