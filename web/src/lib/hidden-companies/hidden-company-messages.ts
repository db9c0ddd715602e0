/** What hiding or showing a company again says, wherever it is done (a job card, Account Settings). */
export const HIDDEN_COMPANY_MESSAGES = {
  companyHidden: (name: string) => `Jobs from ${name} are hidden`,
  companyShown: (name: string) => `Jobs from ${name} are shown again`,
};
