import type { SessionTimeLimit } from '@pathway/api-client';
import { Button, TextField, toast } from '@pathway/design-system';
import { isNumber, maxNumber, messages, minNumber, required } from '@pathway/validation';
import { useEffect, useState } from 'react';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import styled from 'styled-components';
import * as api from '../../lib/api.ts';
import { showFailure } from '../../lib/failure.ts';
import { withSpinner } from '../../lib/loading.ts';
import { SESSION_LIMIT_MINUTES } from './sessionClock.ts';

interface Values {
  minutes: string;
}

/** The first broken rule's message: required, a whole number, within the bounds. */
export function validateMinutes(value: string): string | true {
  const broken =
    required(value) ??
    isNumber(value) ??
    (Number.isInteger(Number(value)) ? null : { message: messages.notANumber }) ??
    minNumber(value, SESSION_LIMIT_MINUTES.min) ??
    maxNumber(value, SESSION_LIMIT_MINUTES.max);
  return broken ? broken.message : true;
}

const Panel = styled.section`
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-5);
`;

const Title = styled.h1`
  font-size: var(--font-size-xl);
  margin: 0 0 var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: var(--space-4);
`;

/** Security > Session Time Limit: reads and saves /system/session-time-limit. */
export function SessionTimeLimitScreen() {
  const [loaded, setLoaded] = useState<SessionTimeLimit>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useGuardedForm<Values>({ defaultValues: { minutes: '' } });

  useEffect(() => {
    let active = true;
    withSpinner(api.system.getSessionTimeLimit())
      .then((limit) => {
        if (!active) return;
        setLoaded(limit);
        reset({ minutes: String(limit.sessionTimeLimitMinutes) });
      })
      .catch(showFailure);
    return () => {
      active = false;
    };
  }, [reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!loaded) return;
    try {
      const saved = await withSpinner(
        api.system.saveSessionTimeLimit({ sessionTimeLimitMinutes: Number(values.minutes), version: loaded.version }),
      );
      setLoaded(saved);
      reset({ minutes: String(saved.sessionTimeLimitMinutes) });
      toast.success('Session time limit successfully updated');
    } catch (error) {
      showFailure(error);
    }
  });

  return (
    <Panel aria-labelledby="session-time-limit-title">
      <Title id="session-time-limit-title">Session Time Limit</Title>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Session time limit (minutes)"
          inputMode="numeric"
          required
          disabled={!loaded}
          error={errors.minutes?.message}
          hint={
            loaded?.lastUpdateUser
              ? `Last updated by ${loaded.lastUpdateUser}${loaded.lastUpdateDate ? ` on ${new Date(loaded.lastUpdateDate).toLocaleString('en-US')}` : ''}`
              : undefined
          }
          {...register('minutes', { validate: validateMinutes })}
        />
        <Actions>
          <Button type="submit" disabled={!loaded || !isDirty} busy={isSubmitting}>
            Save
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
