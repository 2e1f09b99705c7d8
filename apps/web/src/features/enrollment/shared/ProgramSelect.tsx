import { SingleSelect } from '@pathway/design-system';
import { useOptions, type Options } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

/** The enrollment programs of the caller's organizations, each named with its organization. */
export function useProgramOptions(): Options<number> {
  return useOptions<number>(['enrollment-programs', 'select-list-with-org'], async () =>
    (await api.enrollmentPrograms.selectListWithOrganization()).map((program) => ({
      value: program.id,
      label: program.text,
    })),
  );
}

/**
 * The enrollment program a grid is narrowed to, from the programs of the caller's organizations
 * (each named with its organization); "All Enrollment Programs" when none is chosen.
 */
export function ProgramSelect({
  value,
  onChange,
  defaultText = 'All Enrollment Programs',
}: {
  value: number | null;
  onChange: (programId: number | null, label: string) => void;
  /** What the select says before a program is chosen. */
  defaultText?: string;
}) {
  const programs = useProgramOptions();
  return (
    <SingleSelect<number>
      label="Enrollment Program"
      items={programs.items}
      value={value}
      defaultText={defaultText}
      onValueChange={({ value: chosen }) =>
        onChange(chosen, programs.items.find((item) => item.value === chosen)?.label ?? '')
      }
    />
  );
}
