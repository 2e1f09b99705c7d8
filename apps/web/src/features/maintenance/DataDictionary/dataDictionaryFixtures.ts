import type { RowOf } from '@pathway/api-client';

type Entry = RowOf<'/data-dictionary'>;

const audit = {
  createDate: '2026-01-05T08:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Entries as the search answers them. */
export const entries: Entry[] = [
  {
    id: 412,
    label: 'Location: Zip Code',
    description: 'Zip code of the location record.',
    isSensitive: false,
    tableName: 'locations',
    columnName: 'zip_code',
    dataType: 'text',
    maxLength: null,
    isNullable: false,
    ...audit,
    version: 1,
  },
  {
    id: 87,
    label: 'Participant: Ssn',
    description: 'Social Security number of the participant.',
    isSensitive: true,
    tableName: 'students',
    columnName: 'ssn',
    dataType: 'text',
    maxLength: null,
    isNullable: true,
    ...audit,
    version: 3,
  },
];
