import { toWireDate } from '@pathway/api-client';
import { messages } from '@pathway/validation';
import { useCallback, useState } from 'react';

/**
 * The enrollment date a bulk enroll sends: as typed, its error, and `checked()`, which answers the
 * wire date or shows why there is none. Checked on the click, because the date input commits its
 * value when it loses focus.
 */
export function useEnrollmentDate() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const checked = useCallback((): string | undefined => {
    const wire = toWireDate(value);
    setError(
      wire === undefined ? (value === '' ? messages.required : messages.invalidDate('Enrollment Date')) : undefined,
    );
    return wire;
  }, [value]);
  return { value, setValue, error, checked };
}
