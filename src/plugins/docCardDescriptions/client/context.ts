import {createContext} from 'react';

import type {CardDescriptions} from '../cardDescriptions';

/** The card descriptions of the doc page being shown (src/theme/DocItem provides them, src/theme/DocCard reads them). */
export const CardDescriptionsContext = createContext<CardDescriptions>({});
