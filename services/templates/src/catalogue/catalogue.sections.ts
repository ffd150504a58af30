/** The section of the fact questions: printed as 'Bakgrunn' before the clauses. */
export const BAKGRUNN = 'Bakgrunn';
