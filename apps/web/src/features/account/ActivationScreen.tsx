import { toApiError } from '@pathway/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { activationSchema, activationWithPasswordSchema, type ActivationWithPasswordValues } from '@pathway/validation';
import type { Resolver } from 'react-hook-form';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { showFailureText } from '../../lib/failure.ts';
import { hideSpinner, withSpinner } from '../../lib/loading.ts';
import { activationFailureText } from './accountFailure.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { messageOr, successMessages } from './successMessages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** The fields this page shows, in order; the password ones only with a handed-over link. */
const ACTIVATION_FIELDS = ['activationCode', 'contractCode', 'newPassword'] as const;

/**
 * Account activation from the e-mailed link (`#/user-activation?code=…`): activation and contract
 * codes. A link an administrator handed over (`&choose-password=true`, ADR 201) also asks for the
 * password, so the user gets in without the temporary password's mail.
 */
export function ActivationScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const choosing = searchParams.get('choose-password') === 'true';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useGuardedForm<ActivationWithPasswordValues>(
    {
      // Without a handed-over link the spec's form has the two codes only; that schema checks a subset
      // of these values, and the password fields are not rendered then.
      resolver: zodResolver(
        choosing ? activationWithPasswordSchema : activationSchema,
      ) as unknown as Resolver<ActivationWithPasswordValues>,
      defaultValues: {
        activationCode: searchParams.get('code') ?? '',
        contractCode: '',
        newPassword: '',
        confirmPassword: '',
      },
    },
    { guardLeaving: false },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await withSpinner(
        api.users.validateUserActivation({
          activationCode: values.activationCode,
          contractCode: values.contractCode,
          ...(choosing ? { newPassword: values.newPassword } : {}),
        }),
      );
      toast.success(messageOr(response, successMessages.activation));
      await navigate(paths.login.href());
    } catch (error) {
      // A refusal is always said (ADR 219, over spec section 8's "only the spinner is hidden"): a
      // field's message beside the field this page shows (a password the server's user-name rule
      // refuses, a contract code not for this user), anything else as the error toast.
      hideSpinner();
      const failure = toApiError(error);
      const shown = choosing ? ACTIVATION_FIELDS : ACTIVATION_FIELDS.slice(0, 2);
      const beside = shown.filter((field) => failure.fieldMessages[field] !== undefined);
      for (const field of beside) setError(field, { message: failure.fieldMessages[field] });
      if (beside.length === 0) showFailureText(activationFailureText(error));
    }
  });

  return (
    <Panel data-component="ActivationScreen" aria-labelledby="activation-title">
      <Title id="activation-title">Account Activation</Title>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Activation Code"
          required
          error={errors.activationCode?.message}
          {...register('activationCode')}
        />
        <TextField label="Contract Code" required error={errors.contractCode?.message} {...register('contractCode')} />
        {choosing ? (
          <NewPasswordFields
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
        ) : null}
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Activate
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
