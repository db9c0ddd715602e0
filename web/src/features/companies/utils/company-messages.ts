export const COMPANY_MESSAGES = {
  noCompanies: "We can't fetch remote companies at the moment. Please try after sometime.",
} as const;
