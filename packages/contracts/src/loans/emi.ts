/**
 * Home-loan arithmetic: the EMI of a reducing-balance loan, its totals and its
 * year-by-year schedule. Monthly rate = annual percent / 12 / 100; number of
 * payments = years × 12. The EMI and principal use the loan amount
 * (docs/decisions.md).
 */
export interface LoanTerms {
  principal: number;
  annualRatePercent: number;
  tenureYears: number;
}

export interface LoanSummary {
  emi: number;
  totalInterest: number;
  totalPayment: number;
  principal: number;
}

export interface AmortisationYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  closingBalance: number;
}

function exactEmi({ principal, annualRatePercent, tenureYears }: LoanTerms): number {
  const months = Math.round(tenureYears * 12);
  if (principal <= 0 || months <= 0) return 0;
  const monthlyRate = annualRatePercent / 12 / 100;
  if (monthlyRate === 0) return principal / months;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}

/** The calculator's outputs, each rounded to whole rupees. */
export function summariseLoan(terms: LoanTerms): LoanSummary {
  const emi = exactEmi(terms);
  const totalPayment = emi * Math.round(terms.tenureYears * 12);
  return {
    emi: Math.round(emi),
    totalInterest: Math.round(totalPayment - terms.principal),
    totalPayment: Math.round(totalPayment),
    principal: Math.round(terms.principal),
  };
}

/** Principal and interest paid in each year of the loan, and the balance left. */
export function amortiseByYear(terms: LoanTerms): AmortisationYear[] {
  const emi = exactEmi(terms);
  const monthlyRate = terms.annualRatePercent / 12 / 100;
  const months = Math.round(terms.tenureYears * 12);
  const years: AmortisationYear[] = [];
  let balance = terms.principal;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate;
    const principalPart = Math.min(emi - interest, balance);
    balance -= principalPart;
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = years[yearIndex] ?? { year: yearIndex + 1, principalPaid: 0, interestPaid: 0, closingBalance: 0 };
    year.principalPaid += principalPart;
    year.interestPaid += interest;
    year.closingBalance = Math.max(0, balance);
    years[yearIndex] = year;
  }
  return years.map((year) => ({
    year: year.year,
    principalPaid: Math.round(year.principalPaid),
    interestPaid: Math.round(year.interestPaid),
    closingBalance: Math.round(year.closingBalance),
  }));
}

/** Loan over property value, as a percentage with one decimal. */
export function loanToValuePercent(loanAmount: number, propertyValue: number): number {
  if (propertyValue <= 0) return 0;
  return Math.round((loanAmount / propertyValue) * 1000) / 10;
}
