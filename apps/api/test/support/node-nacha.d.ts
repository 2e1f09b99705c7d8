// The parts of @midlandsbank/node-nacha (plain CommonJS, no types of its own) the NACHA test reads:
// `from(text).data` is the file cut into fields by the parser's own NACHA layout. Fields it marks
// numeric arrive as numbers, the rest as trimmed text (destination, origin and company ids untrimmed).
declare module '@midlandsbank/node-nacha' {
  export interface ParsedEntry {
    recordType: string;
    transactionCode: string;
    receivingDFIIdentification: number;
    checkDigit: number;
    dfiAccount: string;
    amount: number;
    identificationNumber: string;
    receivingCompanyName: string;
    discretionaryData: string;
    addendaIndicator: string;
    traceNumber: number;
  }
  export interface ParsedBatch {
    recordType: string;
    serviceClassCode: number;
    companyName: string;
    discretionaryData: string;
    companyId: string;
    entryClassCode: string;
    description: string;
    date: string;
    effectiveDate: string;
    settlementDate: string;
    originatorStatusCode: string;
    originatingDFIIdentification: string;
    num: number;
    entries: ParsedEntry[];
    footer: {
      recordType: string;
      serviceClassCode: number;
      entryAndAddendaCount: number;
      entryHash: number;
      totalDebit: number;
      totalCredit: number;
      companyId: string;
      messageAuthenticationCode: string;
      reserved: string;
      originatingDFIIdentification: string;
      num: number;
    };
  }
  export interface ParsedFile {
    file: {
      recordType: string;
      priority: number;
      destination: string;
      origin: string;
      creationDate: string;
      creationTime: string;
      idModifier: string;
      recordSize: string;
      blockingFactor: string;
      formatCode: string;
      destinationName: string;
      originName: string;
      referenceCode: string;
      footer: {
        recordType: string;
        batchCount: number;
        blockCount: number;
        entryAndAddendaCount: number;
        entryHash: number;
        totalDebit: number;
        totalCredit: number;
        reserved: string;
      };
    };
    batches: ParsedBatch[];
  }
  const nacha: { from: (source: string) => { data: ParsedFile } };
  export default nacha;
}
