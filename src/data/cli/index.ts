import {helm2} from './helm2';
import {helm3} from './helm3';
import type {CommandTree} from './types';

/** Every command tree the generator renders (npm run generate:cli). */
export const CLI_TREES: readonly CommandTree[] = [helm3, helm2];
