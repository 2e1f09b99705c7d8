import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, toast } from '@pathway/design-system';
import { contractCodeSchema, type ContractCodeValues } from '@pathway/validation';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api.ts';
import { showFailure } from '../../lib/failure.ts';
import { withSpinner } from '../../lib/loading.ts';
import { Actions, Form, Panel, Title } from './AccountPanel.styles.ts';
import { successMessages } from './successMessages.ts';

/** Checks a contract code with the server. */
export function ContractCodeValidationScreen() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContractCodeValues>({ resolver: zodResolver(contractCodeSchema), defaultValues: { contractCode: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await withSpinner(api.users.validateContractCode({ contractCode: values.contractCode }));
      toast.success(successMessages.contractCode(values.contractCode));
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
