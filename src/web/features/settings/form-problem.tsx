import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { applyServerFieldErrors } from '../../ui/form-errors';

/**
 * Runs a save: server field errors go on the form's fields (when given), any other failure (409,
 * network…) becomes the problem sentence shown with <FormProblem>.
 */
export function useSaveWithProblems<T extends FieldValues>(fields: readonly Path<T>[] = [], setError?: UseFormSetError<T>) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = error.kind === 'validation' && setError ? applyServerFieldErrors(error, fields, setError) : 0;
      if (placed === 0) setProblem(apiErrorText(error));
    }
  };
  return { problem, save };
}

export function FormProblem({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <p className={`form-error${className ? ` ${className}` : ''}`} role="alert">
      {text}
    </p>
  );
}
