export function failedTestsIn(
  report: {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  },
  stepName: string,
  root: string,
): string[];
