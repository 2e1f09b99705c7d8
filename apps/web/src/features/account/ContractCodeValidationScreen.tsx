import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { contractCodeSchema, type ContractCodeValues } from '@pathway/validation';
import { useGuardedForm } from '../../kit/core/useGuardedForm.ts';
import * as api from '../../lib/api.ts';
import { showFailure } from '../../lib/failure.ts';
import { withSpinner } from '../../lib/loading.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { contractCodeInvalid, messageOr, successMessages } from './successMessages.ts';

/** Checks a contract code with the server. */
export function ContractCodeValidationScreen() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useGuardedForm<ContractCodeValues>(
    { resolver: zodResolver(contractCodeSchema), defaultValues: { contractCode: '' } },
    { guardLeaving: false },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await withSpinner(api.users.validateContractCode({ contractCode: values.contractCode }));
      if (result.isValid) {
        toast.success(messageOr(result, successMessages.contractCodeValid(values.contractCode)));
      } else {
        // A verdict, not a failure: it belongs next to the code the user typed.
        setError('contractCode', { message: messageOr(result, contractCodeInvalid(values.contractCode)) });
      }
    } catch (error) {
      // The spec gives this screen no failure text of its own: the generic handling of section 8.
      showFailure(error);
    }
  });

  return (
    <Panel data-component="ContractCodeValidationScreen" aria-labelledby="contract-code-title">
      <Title id="contract-code-title">Contract Code Validation</Title>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Contract Code" required error={errors.contractCode?.message} {...register('contractCode')} />
        <Actions>
          <Button type="submit" busy={isSubmitting}>
            Validate
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
